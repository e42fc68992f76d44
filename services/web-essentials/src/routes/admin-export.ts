import { Readable } from 'node:stream';
import { webEssentials as we } from '@sqw/contracts';
import { csvCell, route, sendCsv, toCsv, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import type { Selectable } from 'kysely';
import { exportPage } from '../data/submissions';
import type { SubmissionsTable, WebBuildDB } from '../db';
import { dateBounds } from '../filters';
import { toSubmission } from '../submission-view';

type Row = Record<string, unknown>;
const money = (n: number) => n.toFixed(2);

const COLUMNS: { key: string; label: string }[] = [
  { key: 'business_name', label: 'Business Name' },
  { key: 'choice_label', label: 'Package' },
  { key: 'contact_name', label: 'Contact Name' },
  { key: 'contact_email', label: 'Contact Email' },
  { key: 'submitted_at', label: 'Submitted At' },
  { key: 'status', label: 'Status' },
  { key: 'hosting', label: 'Hosting' },
  { key: 'maintenance', label: 'Maintenance' },
  { key: 'bundle_hosting_maintenance', label: 'Hosting & Maintenance Bundle' },
  { key: 'add_ons', label: 'Add-ons' },
  { key: 'one_time_total', label: 'One-time Total (USD)' },
  { key: 'deposit_due', label: 'Deposit Due (USD)' },
  { key: 'monthly_total', label: 'Monthly Total (USD)' },
  { key: 'id', label: 'Submission ID' },
];

const csvRow = (r: Selectable<SubmissionsTable>): Row => {
  const s = toSubmission(r);
  return {
    ...s,
    status: we.STATUS_LABELS[s.status],
    hosting: s.hosting ? we.HOSTING[s.hosting].label : '',
    maintenance: s.maintenance ? we.MAINTENANCE[s.maintenance].label : '',
    bundle_hosting_maintenance: s.bundle_hosting_maintenance ? we.HOSTING_BUNDLES[s.bundle_hosting_maintenance].label : '',
    add_ons: s.add_ons.map((id) => we.ADD_ONS[id].label).join('; '),
    one_time_total: money(s.quote.one_time_total),
    deposit_due: money(s.quote.deposit_due),
    monthly_total: `${money(s.quote.monthly_total)}${s.quote.monthly_is_starting_price ? '+' : ''}`,
  };
};

const DEFAULT_BATCH = 500;
const HEADER = toCsv(COLUMNS, []);
// The last line of a download that failed after its first page, so the file says it is partial.
const INCOMPLETE = `${csvCell('EXPORT INCOMPLETE: a server error stopped the export here. Please download it again.')}\r\n`;

export function adminExportRoutes(app: ZodApp, { db }: ServiceContext<WebBuildDB>, { batch = DEFAULT_BATCH }: { batch?: number } = {}): void {
  route(app, we.adminEndpoints.submissionsCsv, async (req, reply) => {
    const filter = req.query;
    // Checked before the first byte, so a bad date range is a 400, not a broken stream.
    dateBounds(filter);
    // Keyset pages in the list's order, so memory stays flat however many rows there are.
    // The first page is read before anything is sent, so a failing query is an error answer
    // rather than a 200 that breaks off.
    const first = await exportPage(db, filter, { limit: batch });
    // Each page goes through toCsv and loses its repeated header line.
    async function* chunks() {
      yield HEADER;
      let page = first;
      for (;;) {
        if (page.items.length) yield toCsv(COLUMNS, page.items.map(csvRow)).slice(HEADER.length);
        if (!page.next) return;
        try {
          page = await exportPage(db, filter, { limit: batch, after: page.next });
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
