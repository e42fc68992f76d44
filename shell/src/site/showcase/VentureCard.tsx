import type { site } from '@sqw/contracts';
import { Badge } from '@sqw/ui';
import styled from 'styled-components';
import { VentureMark } from './VentureMark';

const Card = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 10px;
  width: 100%;
  height: 100%;
  text-align: left;
  padding: 22px;
  font: inherit;
  color: ${(p) => p.theme.color.text};
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  cursor: pointer;
  transition:
    border-color 0.2s,
    transform 0.2s;
  &:hover,
  &:focus-visible {
    border-color: ${(p) => p.theme.color.gold};
    transform: translateY(-2px);
  }
  h3 {
    margin: 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.muted};
    font-size: 0.95rem;
  }
`;

/** One card of the showcase grid; opens the venture's dialog. */
export function VentureCard({ venture, onOpen }: { venture: site.Venture; onOpen: (v: site.Venture) => void }) {
  return (
    <Card type="button" onClick={() => onOpen(venture)} aria-haspopup="dialog" data-testid="venture-card">
      <VentureMark venture={venture} />
      <h3>{venture.name}</h3>
      <p>{venture.tagline}</p>
      {venture.status === 'coming-soon' ? <Badge $tone="muted">Coming Soon</Badge> : null}
    </Card>
  );
}
