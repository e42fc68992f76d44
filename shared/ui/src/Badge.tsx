import styled from 'styled-components';

type Tone = 'gold' | 'blue' | 'green' | 'muted' | 'danger' | 'success';

export const Badge = styled.span<{ $tone?: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 3px 10px;
  border-radius: ${(p) => p.theme.radius.pill};
  font-size: 0.75rem;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${(p) => ({ gold: p.theme.color.gold, blue: p.theme.color.blue, green: p.theme.color.green, muted: p.theme.color.muted, danger: p.theme.color.danger, success: p.theme.color.success })[p.$tone ?? 'gold']};
  border: 1px solid currentColor;
  background: rgba(255, 255, 255, 0.03);
`;
