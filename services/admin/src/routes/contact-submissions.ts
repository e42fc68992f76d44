import { admin } from '@sqw/contracts';
import { route, type ZodApp } from '@sqw/service-kit';
import { contactSubmissionPage } from '../contact-pages';
import type { AdminContext } from '../context';

/** The Contact Forms panel: site contact messages and media proposals in one list. */
export function contactRoutes(app: ZodApp, ctx: AdminContext): void {
  route(app, admin.endpoints.contactSubmissions, async (req) => {
    const { limit, after, ...filter } = req.query;
    return contactSubmissionPage(ctx.upstream(req), filter, { limit, after });
  });
}
