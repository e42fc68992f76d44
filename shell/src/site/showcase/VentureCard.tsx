import type { site } from '@sqw/contracts';
import { Badge } from '@sqw/ui';
import styled from 'styled-components';

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
  transition: border-color 0.2s, transform 0.2s;
  &:hover, &:focus-visible { border-color: ${(p) => p.theme.color.gold}; transform: translateY(-2px); }
  h3 { margin: 0; font-size: 1.15rem; }
  p { margin: 0; color: ${(p) => p.theme.color.muted}; font-size: 0.95rem; }
`;

const Mark = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 1px solid ${(p) => p.theme.color.gold};
  color: ${(p) => p.theme.color.gold};
  font-family: ${(p) => p.theme.font.heading};
  font-size: 1.1rem;
  overflow: hidden;
  img { width: 100%; height: 100%; object-fit: cover; }
`;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** The logo, or the venture's initials when it has none yet. */
export function VentureMark({ venture }: { venture: site.Venture }) {
  return <Mark aria-hidden="true">{venture.logo ? <img src={venture.logo} alt="" /> : initials(venture.name)}</Mark>;
}

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
