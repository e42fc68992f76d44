import styled from 'styled-components';

/**
 * The releases tables keep their columns on phones and scroll sideways instead of stacking like
 * DataTable: a version, its commit and its time are compared across rows, which a card per row hides.
 * The box is focusable so the keyboard can scroll it too.
 */
export const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surface};
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.goldLight};
    outline-offset: 2px;
  }
`;

export const Table = styled.table`
  width: 100%;
  min-width: 720px;
  border-collapse: collapse;
  font-size: 0.92rem;
  caption {
    text-align: left;
    padding: 12px 16px;
    color: ${(p) => p.theme.color.muted};
  }
  th,
  td {
    padding: 12px 16px;
    text-align: left;
    vertical-align: middle;
    white-space: nowrap;
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
  th {
    color: ${(p) => p.theme.color.gold};
    font-weight: 600;
    font-size: 0.8rem;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  /* The app's name stays in view while the rest of its row scrolls by on a phone. */
  th[scope='row'] {
    position: sticky;
    left: 0;
    z-index: 1;
    background: ${(p) => p.theme.color.surface};
  }
  @media (max-width: ${(p) => p.theme.breakpoint.sm}) {
    th,
    td {
      padding: 10px 12px;
    }
  }
`;

/** The history sits inside its app's row, one step in, on the raised surface. */
export const HistoryCell = styled.td`
  && {
    padding: 4px 16px 16px 32px;
    background: ${(p) => p.theme.color.surfaceRaised};
  }
  table {
    min-width: 640px;
  }
  caption {
    padding: 10px 0;
  }
  th,
  td {
    padding: 8px 12px 8px 0;
  }
`;

export const Mono = styled.code`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace;
  font-size: 0.88rem;
  color: ${(p) => p.theme.color.text};
`;

export const Note = styled.span`
  color: ${(p) => p.theme.color.muted};
  font-size: 0.88rem;
`;

export const Buttons = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  flex-wrap: nowrap;
`;

/** Who released: a deploy pipeline's name can be long, so it wraps instead of widening the table. */
export const Actor = styled.span`
  display: inline-block;
  min-width: 24ch;
  max-width: 36ch;
  white-space: normal;
  overflow-wrap: anywhere;
`;
