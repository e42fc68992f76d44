import styled from 'styled-components';

/** Columns stretch to fill the row, so three cards never leave an empty fourth column. */
export const FitGrid = styled.div<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${(p) => p.$min ?? '260px'}), 1fr));
  gap: 24px;
`;
