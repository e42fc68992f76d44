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

const Center = styled.div<{ $fill?: boolean }>`
  display: flex;
  justify-content: center;
  align-items: ${(p) => (p.$fill ? 'flex-start' : 'center')};
  padding: 48px 0;
  /* A page or a list still loading holds a screen's height, so the footer does not jump when it arrives. */
  min-height: ${(p) => (p.$fill ? '100vh' : 'auto')};
`;

export function Spinner({ size = 32, label = 'Loading' }: { size?: number; label?: string }) {
  return <Ring $size={size} role="status" aria-label={label} />;
}

/** `fill`: holds a screen's height, for a whole page (a route's code loading) or a list that fills one. */
export function PageSpinner({ label = 'Loading', fill }: { label?: string; fill?: boolean }) {
  return (
    <Center $fill={fill}>
      <Spinner size={40} label={label} />
    </Center>
  );
}
