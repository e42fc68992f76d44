import { Grid, Section } from '@sqw/ui';
import styled from 'styled-components';

/**
 * A Section with its own top and/or bottom padding on every screen size: the sections that sit
 * right under a page's hero (`$top="24px"`, or `"0"` when the hero's spacing is enough).
 */
export const TightSection = styled(Section)<{ $top?: string; $bottom?: string }>`
  ${(p) => (p.$top === undefined ? '' : `padding-top: ${p.$top};`)}
  ${(p) => (p.$bottom === undefined ? '' : `padding-bottom: ${p.$bottom};`)}
`;

/** A Grid set 32px below the title or intro before it. */
export const SpacedGrid = styled(Grid)`
  margin-top: 32px;
`;

/** A SpacedGrid rendered as a list (`as="ul"`): no bullets, no indent. */
export const SpacedGridList = styled(SpacedGrid)`
  list-style: none;
  padding: 0;
`;

/** The heading of a card on a page (a form, a details box, a notice). */
export const CardHeading = styled.h2`
  font-size: 1.4rem;
`;

/** A section's opening paragraph under its title, kept to a readable width. */
export const Intro = styled.p`
  max-width: 680px;
`;
