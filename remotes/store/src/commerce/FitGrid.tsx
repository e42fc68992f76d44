import styled from 'styled-components';

/**
 * Like the design system's Grid, but empty tracks collapse (auto-fit), so a short row of
 * two or three cards spreads across the page instead of leaving empty columns.
 */
export const FitGrid = styled.div<{ $min?: string; $gap?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${(p) => p.$min ?? '260px'}), 1fr));
  gap: ${(p) => p.$gap ?? '24px'};
  align-items: start;
`;
