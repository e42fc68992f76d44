/**
 * A tiny PDF writer for the documents the store ships itself: text only, Helvetica,
 * A4-ish Letter pages, word-wrapped, with headings and bullet lists. No dependency needed.
 */
export type DocBlock = { heading?: string; paragraphs?: string[]; bullets?: string[] };
export type DocSpec = { title: string; subtitle?: string; blocks: DocBlock[]; footer?: string };

const PAGE_W = 612;
const PAGE_H = 792;
const MARGIN = 60;
const BODY = 11;

type Line = { text: string; font: 'F1' | 'F2'; size: number; gap: number; indent: number };

// Helvetica's glyphs average a little over half the font size; wrapping a bit early is safer than overflowing.
const fits = (s: string, size: number, width: number) => s.length * size * 0.52 <= width;

function wrap(text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (fits(next, size, width) || !current) current = next;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

// The standard fonts use WinAnsi; keep the text to ASCII so every byte means what it says.
const ascii = (s: string) =>
  s
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2022/g, '-')
    .replace(/[^\x20-\x7e]/g, '');
const escape = (s: string) => ascii(s).replace(/[\\()]/g, (c) => `\\${c}`);

function layout(doc: DocSpec): Line[] {
  const width = PAGE_W - 2 * MARGIN;
  const out: Line[] = [];
  const push = (text: string, font: Line['font'], size: number, gap: number, indent = 0) =>
    wrap(text, size, width - indent).forEach((t, i) => out.push({ text: t, font, size, gap: i === 0 ? gap : size * 0.4, indent }));
  push(doc.title, 'F2', 22, 0);
  if (doc.subtitle) push(doc.subtitle, 'F1', 12, 10);
  for (const b of doc.blocks) {
    if (b.heading) push(b.heading, 'F2', 14, 20);
    for (const p of b.paragraphs ?? []) push(p, 'F1', BODY, 8);
    for (const item of b.bullets ?? []) {
      const [first, ...rest] = wrap(item, BODY, width - 18);
      out.push({ text: `-  ${first}`, font: 'F1', size: BODY, gap: 5, indent: 4 });
      rest.forEach((t) => out.push({ text: t, font: 'F1', size: BODY, gap: BODY * 0.4, indent: 18 }));
    }
  }
  return out;
}

function paginate(lines: Line[], footer: string): string[] {
  const pages: string[][] = [[]];
  let y = PAGE_H - MARGIN;
  for (const l of lines) {
    const step = l.gap + l.size * 1.2;
    if (y - step < MARGIN + 30 && pages[pages.length - 1].length > 0) {
      pages.push([]);
      y = PAGE_H - MARGIN;
    }
    y -= pages[pages.length - 1].length === 0 ? l.size : step;
    pages[pages.length - 1].push(`BT /${l.font} ${l.size} Tf ${MARGIN + l.indent} ${y.toFixed(1)} Td (${escape(l.text)}) Tj ET`);
  }
  return pages.map((ops, i) =>
    [...ops, `BT /F1 8 Tf ${MARGIN} 36 Td (${escape(`${footer}  |  Page ${i + 1} of ${pages.length}`)}) Tj ET`].join('\n'),
  );
}

/** Renders the document as the bytes of a valid PDF 1.4 file (correct xref offsets). */
export function renderPdf(doc: DocSpec): Buffer {
  const contents = paginate(layout(doc), doc.footer ?? 'SQW Sovereign Wealth - Reconnect with your money. Reclaim your freedom.');
  // Objects: 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica-Bold, 5 info, then a page and its content stream per page.
  const pageIds = contents.map((_, i) => 6 + i * 2);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title (${escape(doc.title)}) /Author (SQW Sovereign Wealth) /Producer (SQW store) >>`,
  ];
  contents.forEach((stream, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i] + 1} 0 R >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
  });
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A PDF upload is accepted by content: the header at the start and an end-of-file marker near the end. */
export function looksLikePdf(buf: Buffer): boolean {
  if (buf.length < 32 || buf.subarray(0, 5).toString('latin1') !== '%PDF-') return false;
  return buf.subarray(Math.max(0, buf.length - 1024)).toString('latin1').includes('%%EOF');
}
