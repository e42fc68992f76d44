import styled from 'styled-components';

/** A heading on the left and its actions on the right, level with its last line; on a narrow screen the actions wrap under it. */
export const HeadingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
`;
