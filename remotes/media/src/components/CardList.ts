import { Grid } from '@sqw/ui';
import styled from 'styled-components';

/** The ui Grid as a real list, so screen readers announce how many items a section offers. */
export const CardList = styled(Grid).attrs({ as: 'ul' })`
  padding: 0;
  margin: 0;
  list-style: none;
`;
