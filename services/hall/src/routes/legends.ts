import { hall, IdParam, pages } from '@sqw/contracts';
import { notFound, route, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import { sql } from 'kysely';
import { certificateSvg } from '../certificate';
import type { HallDB } from '../db';
import { legendHead } from '../legend-head';
import { toLegend } from '../legend-view';
import { cardRenderer } from '../og-card';

export function legendRoutes(app: ZodApp, { db, storage, config }: ServiceContext<HallDB>): void {
  const cardPng = cardRenderer();
  const findLegend = async (id: string) => {
    const row = await db.selectFrom('sqw_legends').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('This legend does not exist.');
    return row;
  };

  route(app, hall.endpoints.legends, async (req) => {
    const level = hall.LEGEND_FILTERS[req.query.filter];
    let q = db.selectFrom('sqw_legends');
    if (level !== null) q = q.where('level', '=', level);
    const [rows, count] = await Promise.all([
      q.selectAll().orderBy('level', 'desc').orderBy('created_at', 'desc').orderBy('id').limit(req.query.limit).offset(req.query.offset).execute(),
      q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(toLegend), total: count.n };
  });

  route(app, hall.endpoints.legend, async (req) => toLegend(await findLegend(req.params.id)));

  app.get('/legends/:id/avatar', { schema: { params: IdParam } }, async (req, reply) => {
    const legend = await findLegend(req.params.id);
    const photo = legend.photo_key ? await storage.get(legend.photo_key) : null;
    if (!photo) throw notFound('This legend has no photo.');
    const mime = legend.photo_key!.endsWith('.png')
      ? 'image/png'
      : legend.photo_key!.endsWith('.webp')
        ? 'image/webp'
        : legend.photo_key!.endsWith('.gif')
          ? 'image/gif'
          : 'image/jpeg';
    return reply.header('content-type', mime).header('cache-control', 'public, max-age=3600').header('x-content-type-options', 'nosniff').send(photo);
  });

  app.get('/legends/:id/certificate.svg', { schema: { params: IdParam } }, async (req, reply) => {
    const legend = toLegend(await findLegend(req.params.id));
    const file = `sqw-hall-certificate-${
      legend.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'legend'
    }.svg`;
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file}"`)
      .send(certificateSvg(legend));
  });

  // The link preview of a shared legend (`/sqw-hall?legend=<id>`): the page composer asks for
  // its head, and the crawlers then fetch the card, which they take as PNG only (never SVG).
  app.get('/legends/:id/head', { schema: { params: IdParam, response: { 200: pages.PageHead } } }, async (req) =>
    legendHead(toLegend(await findLegend(req.params.id)), config.SITE_URL),
  );

  app.get('/legends/:id/og.png', { schema: { params: IdParam } }, async (req, reply) => {
    const png = await cardPng(toLegend(await findLegend(req.params.id)));
    return reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=3600').header('x-content-type-options', 'nosniff').send(png);
  });

  route(app, hall.endpoints.stats, async () => {
    const row = await sql<{ legends: number; submissions: number; immortals: number }>`
      select (select count(*)::int from sqw_legends) as legends,
             (select count(*)::int from sqw_submissions) as submissions,
             (select count(*)::int from sqw_legends where level = 7) as immortals`.execute(db);
    return row.rows[0]!;
  });
}
