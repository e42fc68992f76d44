import type { FastifyReply } from 'fastify';

/**
 * One CSV cell. Cells that a spreadsheet would run as a formula (= + - @, tab, CR)
 * get a leading apostrophe; quotes, commas and newlines are quoted.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let s = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv<T extends Record<string, unknown>>(columns: { key: keyof T; label: string }[], rows: Iterable<T>): string {
  const lines = [columns.map((c) => csvCell(c.label)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(row[c.key])).join(','));
  return lines.join('\r\n') + '\r\n';
}

/** Sends a CSV download: attachment with its file name, never cached (exports hold personal data). */
export function sendCsv(reply: FastifyReply, filename: string, body: string | NodeJS.ReadableStream) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}
