import { renderPdf, type PdfBlock } from '@sqw/service-kit/pdf';

/** A document the store ships itself (the built-in resources): headings, paragraphs and bullet lists. */
export type DocBlock = { heading?: string; paragraphs?: string[]; bullets?: string[] };
export type DocSpec = { title: string; subtitle?: string; blocks: DocBlock[]; footer?: string };

const FOOTER = 'SQW Sovereign Wealth - Reconnect with your money. Reclaim your freedom.';

export function toBlocks(doc: DocSpec): PdfBlock[] {
  const out: PdfBlock[] = [{ kind: 'title', text: doc.title }];
  if (doc.subtitle) out.push({ kind: 'subtitle', text: doc.subtitle });
  for (const b of doc.blocks) {
    if (b.heading) out.push({ kind: 'heading', text: b.heading });
    for (const text of b.paragraphs ?? []) out.push({ kind: 'paragraph', text });
    for (const text of b.bullets ?? []) out.push({ kind: 'bullet', text });
  }
  return out;
}

/** Renders a resource with the services' one PDF writer (embedded Unicode font). */
export const resourcePdf = (doc: DocSpec): Promise<Buffer> =>
  renderPdf({ info: { title: doc.title, author: 'SQW Sovereign Wealth' }, blocks: toBlocks(doc), footer: doc.footer ?? FOOTER });

/** A PDF upload is accepted by content: the header at the start and an end-of-file marker near the end. */
export function looksLikePdf(buf: Buffer): boolean {
  if (buf.length < 32 || buf.subarray(0, 5).toString('latin1') !== '%PDF-') return false;
  return buf
    .subarray(Math.max(0, buf.length - 1024))
    .toString('latin1')
    .includes('%%EOF');
}
