import { IdParam, media } from '@sqw/contracts';
import { audit, notFound, requireAdmin, toCsv, type ServiceContext, type ZodApp, sendCsv } from '@sqw/service-kit';
import { sql } from 'kysely';
import type { MediaDB } from '../db';
import { applyFilter, selectProposals } from '../proposal-filter';
import { toProposal } from '../proposal-view';
import { csvColumns, toCsvRow } from '../proposal-csv';

// An export is one response in memory; this bounds it.
const MAX_EXPORT_ROWS = 50_000;

/** Proposal management for the admin dashboard; every route here requires the admin role (kit rule for /admin/). */
export function adminRoutes(app: ZodApp, { db }: ServiceContext<MediaDB>): void {
  app.get('/admin/proposals', { schema: { querystring: media.ProposalQuery, response: { 200: media.ProposalPage } } }, async (req) => {
    const { limit, offset, ...filter } = req.query;
    const [rows, count] = await Promise.all([
      selectProposals(db, filter).limit(limit).offset(offset).execute(),
      applyFilter(db.selectFrom('proposals').select(sql<number>`count(*)::int`.as('n')), filter).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(toProposal), total: count.n };
  });

  app.get('/admin/proposals.csv', { schema: { querystring: media.ProposalFilter } }, async (req, reply) => {
    const rows = await selectProposals(db, req.query).limit(MAX_EXPORT_ROWS).execute();
    return sendCsv(
      reply,
      media.CSV_FILENAME,
      toCsv(
        csvColumns,
        rows.map((r) => toCsvRow(toProposal(r))),
      ),
    );
  });

  app.get('/admin/proposals/:id', { schema: { params: IdParam, response: { 200: media.Proposal } } }, async (req) => {
    const row = await db.selectFrom('proposals').selectAll().where('id', '=', req.params.id).executeTakeFirst();
    if (!row) throw notFound('This proposal request does not exist.');
    return toProposal(row);
  });

  app.patch('/admin/proposals/:id', { schema: { params: IdParam, body: media.UpdateProposalStatus, response: { 200: media.Proposal } } }, async (req) => {
    const admin = requireAdmin(req);
    const { status } = req.body;
    return db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('proposals').selectAll().where('id', '=', req.params.id).forUpdate().executeTakeFirst();
      if (!current) throw notFound('This proposal request does not exist.');
      // Setting the status it already has changes nothing, so nothing is logged.
      if (current.status === status) return toProposal(current);
      const row = await trx
        .updateTable('proposals')
        .set({ status, updated_at: sql`now()` })
        .where('id', '=', current.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(trx, admin, 'media.proposal.status', { type: 'proposal', id: row.id }, { from: current.status, to: status });
      return toProposal(row);
    });
  });
}
