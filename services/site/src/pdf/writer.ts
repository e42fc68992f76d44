import { FONTS, type FontName } from './fonts';

/** One line of text placed on a page, in PDF points from the bottom-left corner. */
export type Placed = { x: number; y: number; text: string; font: FontName; size: number; color?: [number, number, number] };
export type Rule = { x1: number; y1: number; x2: number; y2: number; width: number; color: [number, number, number] };
export type PageContent = { texts: Placed[]; rules: Rule[] };
export type DocInfo = { title: string; author: string; subject: string };

export const PAGE_WIDTH = 612; // US Letter
export const PAGE_HEIGHT = 792;

/** Literal strings: backslash and parentheses escaped, anything outside printable ASCII dropped. */
const pdfString = (s: string) => `(${s.replace(/[^\x20-\x7e]/g, '').replace(/([\\()])/g, '\\$1')})`;
const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));
const rgb = (c: [number, number, number]) => c.map(num).join(' ');

function contentStream(page: PageContent): string {
  const ops: string[] = [];
  for (const r of page.rules) ops.push(`${rgb(r.color)} RG ${num(r.width)} w ${num(r.x1)} ${num(r.y1)} m ${num(r.x2)} ${num(r.y2)} l S`);
  for (const t of page.texts) {
    ops.push(`BT ${rgb(t.color ?? [0.1, 0.1, 0.1])} rg /${FONTS[t.font].resource} ${num(t.size)} Tf ${num(t.x)} ${num(t.y)} Td ${pdfString(t.text)} Tj ET`);
  }
  return ops.join('\n');
}

/**
 * Serialises pages into a PDF 1.4 file: catalog, page tree, one content stream per page,
 * the two standard fonts, an info dictionary, and a cross-reference table whose byte
 * offsets are counted while writing (everything is ASCII, so characters are bytes).
 */
export function writePdf(pages: PageContent[], info: DocInfo): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  const fontIds = { regular: 3, bold: 4 };
  const firstPageId = 6;
  const pageIds = pages.map((_, i) => firstPageId + i * 2);

  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  for (const f of ['regular', 'bold'] as const) add(`<< /Type /Font /Subtype /Type1 /BaseFont /${FONTS[f].base} /Encoding /WinAnsiEncoding >>`);
  add(`<< /Title ${pdfString(info.title)} /Author ${pdfString(info.author)} /Subject ${pdfString(info.subject)} /Producer (SQW site service) >>`);
  for (const [i, page] of pages.entries()) {
    const stream = contentStream(page);
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 ${fontIds.regular} 0 R /F2 ${fontIds.bold} 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
    );
    add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  }

  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
