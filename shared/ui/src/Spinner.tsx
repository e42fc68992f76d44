import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border: 3px solid rgba(212, 175, 55, 0.25);
  border-top-color: ${(p) => p.theme.color.gold};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  padding: 48px 0;
`;

export function Spinner({ size = 32, label = 'Loading' }: { size?: number; label?: string }) {
  return <Ring $size={size} role="status" aria-label={label} />;
}

export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center>
      <Spinner size={40} label={label} />
    </Center>
  );
}
