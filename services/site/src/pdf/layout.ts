import { textWidth, type FontName } from './fonts';
import { PAGE_HEIGHT, PAGE_WIDTH, type PageContent, type Placed } from './writer';

/** What a document is made of; `page-break` starts a new page (each chapter does). */
export type Block =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'subheading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullet'; text: string }
  | { kind: 'page-break' };

const MARGIN = 72;
const TOP = PAGE_HEIGHT - MARGIN;
const BOTTOM = MARGIN + 24; // room for the footer
const WIDTH = PAGE_WIDTH - 2 * MARGIN;
const GOLD: [number, number, number] = [0.72, 0.56, 0.2];

const STYLE: Record<Exclude<Block['kind'], 'page-break'>, { font: FontName; size: number; before: number; indent: number; color?: [number, number, number] }> = {
  title: { font: 'bold', size: 26, before: 0, indent: 0, color: GOLD },
  heading: { font: 'bold', size: 18, before: 18, indent: 0, color: GOLD },
  subheading: { font: 'bold', size: 13, before: 12, indent: 0 },
  paragraph: { font: 'regular', size: 11, before: 8, indent: 0 },
  bullet: { font: 'regular', size: 11, before: 4, indent: 16 },
};

/** Greedy word wrap by real glyph widths. */
export function wrap(text: string, font: FontName, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, font, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Flows blocks onto Letter pages, then stamps every page with the running header and "Page n of N". */
export function layout(blocks: Block[], runningHeader: string): PageContent[] {
  const pages: Placed[][] = [[]];
  let y = TOP;
  const newPage = () => {
    pages.push([]);
    y = TOP;
  };
  for (const block of blocks) {
    if (block.kind === 'page-break') {
      if (pages.at(-1)!.length) newPage();
      continue;
    }
    const s = STYLE[block.kind];
    const leading = s.size * 1.4;
    const lines = wrap(block.text, s.font, s.size, WIDTH - s.indent);
    // Headings never sit alone at the bottom of a page.
    const keep = block.kind === 'heading' || block.kind === 'subheading' ? leading * 3 : leading;
    if (y !== TOP) y -= s.before;
    if (y - keep < BOTTOM) newPage();
    lines.forEach((text, i) => {
      if (y - leading < BOTTOM) newPage();
      y -= leading;
      if (block.kind === 'bullet' && i === 0) pages.at(-1)!.push({ x: MARGIN + 4, y, text: '-', font: 'bold', size: s.size, color: GOLD });
      pages.at(-1)!.push({ x: MARGIN + s.indent, y, text, font: s.font, size: s.size, color: s.color });
    });
  }
  return pages.map((texts, i) => ({
    texts: [
      ...texts,
      { x: MARGIN, y: PAGE_HEIGHT - 40, text: runningHeader, font: 'bold', size: 8, color: GOLD },
      { x: PAGE_WIDTH - MARGIN - textWidth(`Page ${i + 1} of ${pages.length}`, 'regular', 8), y: 40, text: `Page ${i + 1} of ${pages.length}`, font: 'regular', size: 8 },
    ],
    rules: [
      { x1: MARGIN, y1: PAGE_HEIGHT - 48, x2: PAGE_WIDTH - MARGIN, y2: PAGE_HEIGHT - 48, width: 0.5, color: GOLD },
      { x1: MARGIN, y1: 52, x2: PAGE_WIDTH - MARGIN, y2: 52, width: 0.5, color: GOLD },
    ],
  }));
}
