import styled from 'styled-components';

/** The heading of an admin card, flush with the card's top padding. */
export const CardTitle = styled.h3`
  margin-top: 0;
`;
