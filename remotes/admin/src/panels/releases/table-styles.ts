import styled from 'styled-components';
import { TableBase } from '../../components/DataTable';
import { Actions } from '../../components/PanelHeader';

export { TableScroll as Scroll } from '../../components/DataTable';

/**
 * The admin's table, each cell on one line: a version, its commit and its time are compared
 * across rows, so the box scrolls sideways on a phone rather than wrap them.
 */
export const Table = styled(TableBase)`
  min-width: 720px;
  th,
  td {
    vertical-align: middle;
    white-space: nowrap;
  }
  /* The app's name stays in view while the rest of its row scrolls by on a phone. */
  th[scope='row'] {
    position: sticky;
    left: 0;
    z-index: 1;
    background: ${(p) => p.theme.color.surface};
  }
  tbody tr:hover > th[scope='row'] {
    background: ${(p) => p.theme.color.surfaceRaised};
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

/** A row's buttons, kept side by side in their cell. */
export const Buttons = styled(Actions)`
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
