import { store } from '@sqw/contracts';
import { forbidden, notFound, requireUser, route, type ZodApp } from '@sqw/service-kit';
import type { StoreContext } from '../context';
import { findPublishedResource, listResources, ownsResource } from '../data/resources';
import { sendResourceFile } from '../resource-files';
import { signLink, verifyLink } from '../signing';

/** How long a premium download link stays valid. */
export const LINK_TTL_SECONDS = 300;

/** The resource library: listing with per-member flags, free downloads, signed premium downloads. */
export function resourceRoutes(app: ZodApp, ctx: StoreContext): void {
  const { db, storage, linkKey } = ctx;

  route(app, store.endpoints.resources, async (req) => ({ items: await listResources(db, req.principal?.id ?? null) }));

  // Free files are for anyone, straight from this path.
  route(app, store.endpoints.resourceFile, async (req, reply) => {
    const r = await findPublishedResource(db, req.params.id);
    if (!r) throw notFound('This resource is not currently available');
    if (r.is_premium) throw forbidden('This is a premium resource: request a download link after purchasing it.');
    return sendResourceFile(storage, reply, r);
  });

  route(app, store.endpoints.downloadLink, async (req) => {
    const r = await findPublishedResource(db, req.params.id);
    if (!r) throw notFound('This resource is not currently available');
    let userId: string | null = null;
    if (r.is_premium) {
      userId = requireUser(req).id;
      if (!(await ownsResource(db, userId, r.id))) throw forbidden('Purchase this resource and enter your verification code to download it.');
    }
    const exp = Math.floor(Date.now() / 1000) + LINK_TTL_SECONDS;
    return { url: `/files/${signLink(linkKey, { r: r.id, u: userId, exp })}`, expires_at: new Date(exp * 1000).toISOString() };
  });

  route(app, store.endpoints.signedFile, async (req, reply) => {
    const claims = verifyLink(linkKey, req.params.token);
    if (!claims) throw forbidden('This download link is invalid or has expired. Please request a new one.');
    const r = await findPublishedResource(db, claims.r);
    if (!r) throw notFound('This resource is not currently available');
    // A link minted for a free file cannot be replayed for a file that became premium since.
    if (r.is_premium && !(claims.u && (await ownsResource(db, claims.u, r.id)))) throw forbidden('This download link is no longer valid.');
    return sendResourceFile(storage, reply, r);
  });
}
