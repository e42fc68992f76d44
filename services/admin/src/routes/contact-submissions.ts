import { admin } from '@sqw/contracts';
import type { ZodApp } from '@sqw/service-kit';
import type { AdminContext } from '../context';
import { contactSubmissions } from '../sources/contact';

/** The Contact Forms panel: site contact messages and media proposals in one list. */
export function contactRoutes(app: ZodApp, ctx: AdminContext): void {
  app.get(
    '/admin/contact-submissions',
    { schema: { querystring: admin.ContactSubmissionQuery, response: { 200: admin.ContactSubmissionPage } } },
    async (req) => {
      const { limit, offset, ...filter } = req.query;
      const merged = await contactSubmissions(ctx.upstream(req), filter, offset + limit);
      // The list shows who wrote and when; what they wrote stays in the detail view and the export.
      const items = merged.items.slice(offset, offset + limit).map(({ message: _m, answers: _a, ...row }) => row);
      return { items, total: merged.total, unavailable: merged.unavailable };
    },
  );
}
