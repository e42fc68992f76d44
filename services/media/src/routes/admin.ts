import { media } from '@sqw/contracts';
import { audit, notFound, requireAdmin, route, sendCsv, toCsv, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import { exportProposals, findProposal, listProposals, lockProposal, updateProposalStatus } from '../data/proposals';
import type { MediaDB } from '../db';
import { csvColumns, toCsvRow } from '../proposal-csv';
import { toProposal } from '../proposal-view';

// An export is one response in memory; this bounds it.
const MAX_EXPORT_ROWS = 50_000;
const missing = () => notFound('This proposal request does not exist.');

/** Proposal management for the admin dashboard; every route here requires the admin role (kit rule for /admin/). */
export function adminRoutes(app: ZodApp, { db }: ServiceContext<MediaDB>): void {
  const E = media.adminEndpoints;

  route(app, E.proposals, async (req) => {
    const { limit, after, ...filter } = req.query;
    const page = await listProposals(db, filter, { limit, after });
    return { ...page, items: page.items.map(toProposal) };
  });

  route(app, E.proposalsCsv, async (req, reply) => {
    const rows = await exportProposals(db, req.query, MAX_EXPORT_ROWS);
    return sendCsv(
      reply,
      media.CSV_FILENAME,
      toCsv(
        csvColumns,
        rows.map((r) => toCsvRow(toProposal(r))),
      ),
    );
  });

  route(app, E.proposal, async (req) => {
    const row = await findProposal(db, req.params.id);
    if (!row) throw missing();
    return toProposal(row);
  });

  route(app, E.setProposalStatus, async (req) => {
    const admin = requireAdmin(req);
    const { status } = req.body;
    return db.transaction().execute(async (trx) => {
      const current = await lockProposal(trx, req.params.id);
      if (!current) throw missing();
      // Setting the status it already has changes nothing, so nothing is logged.
      if (current.status === status) return toProposal(current);
      const row = await updateProposalStatus(trx, current.id, status);
      await audit(trx, admin, 'media.proposal.status', { type: 'proposal', id: row.id }, { from: current.status, to: status });
      return toProposal(row);
    });
  });
}
