import styled from 'styled-components';

const Track = styled.div`
  height: 8px;
  border-radius: 999px;
  background: ${(p) => p.theme.color.surfaceRaised};
  overflow: hidden;
`;

const Fill = styled.div<{ $pct: number }>`
  height: 100%;
  width: ${(p) => p.$pct}%;
  background: linear-gradient(90deg, ${(p) => p.theme.color.goldDark}, ${(p) => p.theme.color.goldLight});
  transition: width 0.2s;
`;

export function ProgressBar({ value, label }: { value: number; label: string }) {
  const pct = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
      <Fill $pct={pct} />
    </Track>
  );
}
