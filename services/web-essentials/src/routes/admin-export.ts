import { Readable } from 'node:stream';
import { webEssentials as we } from '@sqw/contracts';
import { toCsv, type ServiceContext, type ZodApp, sendCsv } from '@sqw/service-kit';
import type { Selectable } from 'kysely';
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

const BATCH = 500;
const HEADER = toCsv(COLUMNS, []);

export function adminExportRoutes(app: ZodApp, { db }: ServiceContext<WebBuildDB>): void {
  app.get('/admin/submissions.csv', { schema: { querystring: we.SubmissionFilter } }, async (req, reply) => {
    const filter = req.query;
    // Checked before the first byte, so a bad date range is a 400, not a broken stream.
    dateBounds(filter);
    // Keyset pages in the list's order, so memory stays flat however many rows there are;
    // each page goes through toCsv and loses its repeated header line.
    async function* chunks() {
      yield HEADER;
      let after: { at: string; id: string } | null = null;
      for (;;) {
        let q = applyFilter(db.selectFrom('submissions').selectAll(), filter);
        if (after) {
          const { at, id } = after;
          q = q.where((eb) => eb.or([eb('submitted_at', '<', at), eb.and([eb('submitted_at', '=', at), eb('id', '<', id)])]));
        }
        const rows = await q.orderBy('submitted_at', 'desc').orderBy('id', 'desc').limit(BATCH).execute();
        if (rows.length) yield toCsv(COLUMNS, rows.map(csvRow)).slice(HEADER.length);
        if (rows.length < BATCH) return;
        const last = rows[rows.length - 1]!;
        after = { at: last.submitted_at, id: last.id };
      }
    }
    return sendCsv(reply, we.CSV_FILENAME, Readable.from(chunks()));
  });
}
