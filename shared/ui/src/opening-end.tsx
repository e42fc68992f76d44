import { OPENING_END_ID } from '@sqw/contracts/page-marks';

/**
 * The last thing in a page's opening. A composed page's first paint waits for the parser to reach
 * it, so the opening (a hero's title, lead and buttons) is painted whole, in one frame, never a
 * part of it that then grows or moves. One per page: it carries an id.
 */
export function OpeningEnd() {
  return <span id={OPENING_END_ID} hidden />;
}
