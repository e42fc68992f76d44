import { Link } from '@sqw/router';
import styled from 'styled-components';
import type { PanelDef } from './panels';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: 14px;
  @media (max-width: ${(p) => p.theme.breakpoint.sm}) {
    grid-template-columns: 1fr 1fr;
    gap: 10px;
  }
`;

const CardLink = styled(Link)`
  display: block;
  height: 100%;
  padding: 18px;
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  text-decoration: none;
  transition:
    border-color 0.2s,
    box-shadow 0.2s;
  strong {
    display: block;
    font-family: ${(p) => p.theme.font.heading};
    font-size: 1.08rem;
    color: ${(p) => p.theme.color.goldLight};
    margin-bottom: 6px;
  }
  span {
    color: ${(p) => p.theme.color.muted};
    font-size: 0.88rem;
  }
  &:hover,
  &:focus-visible {
    border-color: ${(p) => p.theme.color.gold};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.goldLight};
    outline-offset: 2px;
  }
  &[aria-current='page'] {
    border-color: ${(p) => p.theme.color.gold};
    box-shadow: ${(p) => p.theme.shadow.gold};
  }
  @media (max-width: ${(p) => p.theme.breakpoint.sm}) {
    padding: 12px;
    span {
      display: none;
    }
    strong {
      font-size: 0.95rem;
      margin: 0;
    }
  }
`;

/** The dashboard cards: links, so every panel has an address that survives a reload. */
export function PanelCards({ panels, selected, onSelect }: { panels: PanelDef[]; selected: string | null; onSelect: (p: PanelDef) => void }) {
  return (
    <nav aria-label="Admin panels">
      <List>
        {panels.map((p) => (
          <li key={p.path}>
            <CardLink to={`../${p.path}`} aria-current={selected === p.path ? 'page' : undefined} onClick={() => onSelect(p)}>
              <strong>{p.title}</strong>
              <span>{p.blurb}</span>
            </CardLink>
          </li>
        ))}
      </List>
    </nav>
  );
}
