import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * The one PDF writer of the services (the free guide, the store's resources). Text is set in
 * DejaVu Sans, a TrueType font embedded (subset) in every file, so a name or title keeps each
 * of its characters: Latin Extended, Vietnamese, Greek, Cyrillic. The font ships in an npm
 * package; nothing is downloaded at run time.
 */
export type PdfBlock =
  | { kind: 'title'; text: string }
  | { kind: 'subtitle'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'subheading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullet'; text: string }
  | { kind: 'page-break' };

export type PdfDocumentSpec = {
  info: { title: string; author: string; subject?: string };
  blocks: PdfBlock[];
  /** A line above every page's content (e.g. the document's name). */
  header?: string;
  /** Text before "Page n of N" at the foot of every page. */
  footer?: string;
};

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;
type FontName = keyof typeof FONTS;

const MARGIN = 72;
const GOLD = '#b88f33';
const INK = '#1a1a1a';

type Style = { font: FontName; size: number; before: number; indent: number; color: string };
const STYLE: Record<Exclude<PdfBlock['kind'], 'page-break'>, Style> = {
  title: { font: 'bold', size: 24, before: 0, indent: 0, color: GOLD },
  subtitle: { font: 'regular', size: 12, before: 6, indent: 0, color: INK },
  heading: { font: 'bold', size: 17, before: 18, indent: 0, color: GOLD },
  subheading: { font: 'bold', size: 13, before: 12, indent: 0, color: INK },
  paragraph: { font: 'regular', size: 11, before: 8, indent: 0, color: INK },
  bullet: { font: 'regular', size: 11, before: 4, indent: 16, color: INK },
};

/** Renders the blocks onto Letter pages, word-wrapped, with the running header and "Page n of N". */
export function renderPdf(spec: PdfDocumentSpec): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: MARGIN + 12, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: spec.info.title, Author: spec.info.author, Subject: spec.info.subject ?? '', Producer: 'SQW services' },
  });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  let fresh = true;
  for (const block of spec.blocks) {
    if (block.kind === 'page-break') {
      if (!fresh) doc.addPage();
      fresh = true;
      continue;
    }
    const s = STYLE[block.kind];
    doc.font(s.font).fontSize(s.size).fillColor(s.color);
    const textWidth = width - s.indent;
    // Headings never sit alone at the bottom of a page.
    const keep = block.kind === 'heading' || block.kind === 'subheading' ? doc.currentLineHeight(true) * 3 : doc.currentLineHeight(true);
    if (!fresh) doc.y += s.before;
    if (doc.y + keep > doc.page.maxY()) doc.addPage();
    const y = doc.y;
    if (block.kind === 'bullet')
      doc
        .fillColor(GOLD)
        .font('bold')
        .text('-', MARGIN + 4, y, { lineBreak: false })
        .font(s.font)
        .fillColor(s.color);
    doc.text(block.text, MARGIN + s.indent, y, { width: textWidth, lineGap: s.size * 0.3 });
    fresh = false;
  }

  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // The running lines sit in the margins, where text would otherwise start a new page.
    const { bottom } = doc.page.margins;
    doc.page.margins.bottom = 0;
    const right = doc.page.width - MARGIN;
    if (spec.header) doc.font('bold').fontSize(8).fillColor(GOLD).text(spec.header, MARGIN, 32, { width, lineBreak: false });
    doc.moveTo(MARGIN, 48).lineTo(right, 48).lineWidth(0.5).strokeColor(GOLD).stroke();
    doc
      .moveTo(MARGIN, doc.page.height - 52)
      .lineTo(right, doc.page.height - 52)
      .lineWidth(0.5)
      .strokeColor(GOLD)
      .stroke();
    const page = `Page ${i - start + 1} of ${count}`;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(INK)
      .text(spec.footer ? `${spec.footer}  |  ${page}` : page, MARGIN, doc.page.height - 44, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
