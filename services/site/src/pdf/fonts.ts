/**
 * Advance widths (1/1000 em) of the printable ASCII range for the two standard PDF fonts we
 * use, from Adobe's Helvetica AFM metrics. Standard fonts need no embedding; the widths are
 * only needed to wrap lines where a reader will draw them.
 */
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584,
  584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278,
  278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500,
  500, 334, 260, 334, 584,
];
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584,
  584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333,
  278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556,
  500, 389, 280, 389, 584,
];

export type FontName = 'regular' | 'bold';
/** Resource names in the page dictionary and the base fonts they stand for. */
export const FONTS: Record<FontName, { resource: string; base: string; widths: number[] }> = {
  regular: { resource: 'F1', base: 'Helvetica', widths: HELVETICA },
  bold: { resource: 'F2', base: 'Helvetica-Bold', widths: HELVETICA_BOLD },
};

export function textWidth(text: string, font: FontName, size: number): number {
  const widths = FONTS[font].widths;
  let units = 0;
  for (const ch of text) units += widths[(ch.codePointAt(0) ?? 32) - 32] ?? 556;
  return (units * size) / 1000;
}
