import { IdParam, store } from '@sqw/contracts';
import { forbidden, notFound, requireUser, type ZodApp } from '@sqw/service-kit';
import { z } from 'zod';
import type { StoreContext } from '../context';
import { sendResourceFile } from '../resource-files';
import { signLink, verifyLink } from '../signing';

/** How long a premium download link stays valid. */
export const LINK_TTL_SECONDS = 300;

/** The resource library: listing with per-member flags, free downloads, signed premium downloads. */
export function resourceRoutes(app: ZodApp, ctx: StoreContext): void {
  const { db, storage, linkKey } = ctx;

  const published = (id: string) => db.selectFrom('resources').selectAll().where('id', '=', id).where('is_published', '=', true).executeTakeFirst();

  const isEntitled = async (userId: string, resourceId: string) =>
    !!(await db
      .selectFrom('resource_entitlements')
      .select('resource_id')
      .where('user_id', '=', userId)
      .where('resource_id', '=', resourceId)
      .executeTakeFirst());

  app.get('/resources', { schema: { response: { 200: store.ResourceList } } }, async (req) => {
    const rows = await db.selectFrom('resources').selectAll().where('is_published', '=', true).orderBy('position').orderBy('created_at').execute();
    const owned = req.principal
      ? new Set(
          (await db.selectFrom('resource_entitlements').select('resource_id').where('user_id', '=', req.principal.id).execute()).map((e) => e.resource_id),
        )
      : new Set<string>();
    return {
      items: rows.map((r) => ({
        id: r.id,
        slug: r.slug,
        title: r.title,
        category: r.category,
        description: r.description,
        type: 'PDF' as const,
        premium: r.is_premium,
        price_cents: r.price_cents,
        purchased: owned.has(r.id),
        downloadable: (!r.is_premium || owned.has(r.id)) && (r.file_key !== null || r.builtin !== null),
        file_size: r.file_size,
      })),
    };
  });

  // Free files are for anyone, straight from this path.
  app.get('/resources/:id/file', { schema: { params: IdParam } }, async (req, reply) => {
    const r = await published(req.params.id);
    if (!r) throw notFound('This resource is not currently available');
    if (r.is_premium) throw forbidden('This is a premium resource: request a download link after purchasing it.');
    return sendResourceFile(storage, reply, r);
  });

  app.get('/resources/:id/download-link', { schema: { params: IdParam, response: { 200: store.DownloadLink } } }, async (req) => {
    const r = await published(req.params.id);
    if (!r) throw notFound('This resource is not currently available');
    let userId: string | null = null;
    if (r.is_premium) {
      userId = requireUser(req).id;
      if (!(await isEntitled(userId, r.id))) throw forbidden('Purchase this resource and enter your verification code to download it.');
    }
    const exp = Math.floor(Date.now() / 1000) + LINK_TTL_SECONDS;
    return { url: `/files/${signLink(linkKey, { r: r.id, u: userId, exp })}`, expires_at: new Date(exp * 1000).toISOString() };
  });

  app.get('/files/:token', { schema: { params: z.object({ token: z.string().max(1000) }) } }, async (req, reply) => {
    const claims = verifyLink(linkKey, req.params.token);
    if (!claims) throw forbidden('This download link is invalid or has expired. Please request a new one.');
    const r = await published(claims.r);
    if (!r) throw notFound('This resource is not currently available');
    // A link minted for a free file cannot be replayed for a file that became premium since.
    if (r.is_premium && !(claims.u && (await isEntitled(claims.u, r.id)))) throw forbidden('This download link is no longer valid.');
    return sendResourceFile(storage, reply, r);
  });
}
