import { Readable } from 'node:stream';
import { webEssentials as we } from '@sqw/contracts';
import { csvCell, toCsv, type ServiceContext, type ZodApp, sendCsv } from '@sqw/service-kit';
import { sql, type Selectable } from 'kysely';
import type { SubmissionsTable, WebBuildDB } from '../db';
import { applyFilter, dateBounds } from '../filters';
import { toSubmission } from '../submission-view';

type Row = Record<string, unknown>;
const money = (n: number) => n.toFixed(2);

const COLUMNS: { key: string; label: string }[] = [
  { key: 'businessName', label: 'Business Name' },
  { key: 'choiceLabel', label: 'Package' },
  { key: 'contactName', label: 'Contact Name' },
  { key: 'contactEmail', label: 'Contact Email' },
  { key: 'submittedAt', label: 'Submitted At' },
  { key: 'status', label: 'Status' },
  { key: 'hosting', label: 'Hosting' },
  { key: 'maintenance', label: 'Maintenance' },
  { key: 'bundleHostingMaintenance', label: 'Hosting & Maintenance Bundle' },
  { key: 'addOns', label: 'Add-ons' },
  { key: 'oneTimeTotal', label: 'One-time Total (USD)' },
  { key: 'depositDue', label: 'Deposit Due (USD)' },
  { key: 'monthlyTotal', label: 'Monthly Total (USD)' },
  { key: 'id', label: 'Submission ID' },
];

const csvRow = (r: Selectable<SubmissionsTable>): Row => {
  const s = toSubmission(r);
  return {
    ...s,
    status: we.STATUS_LABELS[s.status],
    hosting: s.hosting ? we.HOSTING[s.hosting].label : '',
    maintenance: s.maintenance ? we.MAINTENANCE[s.maintenance].label : '',
    bundleHostingMaintenance: s.bundleHostingMaintenance ? we.HOSTING_BUNDLES[s.bundleHostingMaintenance].label : '',
    addOns: s.addOns.map((id) => we.ADD_ONS[id].label).join('; '),
    oneTimeTotal: money(s.quote.oneTimeTotal),
    depositDue: money(s.quote.depositDue),
    monthlyTotal: `${money(s.quote.monthlyTotal)}${s.quote.monthlyIsStartingPrice ? '+' : ''}`,
  };
};

const DEFAULT_BATCH = 500;
const HEADER = toCsv(COLUMNS, []);
// The last line of a download that failed after its first page, so the file says it is partial.
const INCOMPLETE = `${csvCell('EXPORT INCOMPLETE: a server error stopped the export here. Please download it again.')}\r\n`;

type Cursor = { at: string; id: string };

export function adminExportRoutes(app: ZodApp, { db }: ServiceContext<WebBuildDB>, { batch = DEFAULT_BATCH }: { batch?: number } = {}): void {
  app.get('/admin/submissions.csv', { schema: { querystring: we.SubmissionFilter } }, async (req, reply) => {
    const filter = req.query;
    // Checked before the first byte, so a bad date range is a 400, not a broken stream.
    dateBounds(filter);
    // Keyset pages in the list's order, so memory stays flat however many rows there are.
    // The cursor is the timestamp as PostgreSQL's own text (every stored digit, not the
    // millisecond ISO string rows are read as) plus the id, compared as one row value, so a
    // page edge inside a shared timestamp neither skips nor repeats a row.
    const page = (after: Cursor | null) => {
      let q = applyFilter(
        db
          .selectFrom('submissions')
          .selectAll()
          .select(sql<string>`submitted_at::text`.as('cursor_at')),
        filter,
      );
      if (after) q = q.where(sql<boolean>`(submitted_at, id) < (${after.at}::timestamptz, ${after.id}::uuid)`);
      return q.orderBy('submitted_at', 'desc').orderBy('id', 'desc').limit(batch).execute();
    };
    // The first page is read before anything is sent, so a failing query is an error answer
    // rather than a 200 that breaks off.
    const first = await page(null);
    // Each page goes through toCsv and loses its repeated header line.
    async function* chunks() {
      yield HEADER;
      let rows = first;
      for (;;) {
        if (rows.length) yield toCsv(COLUMNS, rows.map(csvRow)).slice(HEADER.length);
        if (rows.length < batch) return;
        const last = rows[rows.length - 1]!;
        try {
          rows = await page({ at: last.cursor_at, id: last.id });
        } catch (err) {
          req.log.error({ err }, 'CSV export failed after its first page');
          yield INCOMPLETE;
          return;
        }
      }
    }
    return sendCsv(reply, we.CSV_FILENAME, Readable.from(chunks()));
  });
}
