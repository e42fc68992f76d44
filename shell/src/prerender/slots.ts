/** Where the composer puts a page in the frame: an element no page renders. */
export const FRAME_SLOT = '<sqw-slot></sqw-slot>';
/** The shell's not-found page in its pages file (a path no route can have: routes never start with _). */
export const NOT_FOUND_PATH = '/_not-found';
