import { hall } from '@sqw/contracts';
import { notFound, route, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import { certificateSvg } from '../certificate';
import { findLegend, hallStats, listLegends } from '../data/legends';
import type { HallDB } from '../db';
import { legendHead } from '../legend-head';
import { toLegend } from '../legend-view';
import { cardRenderer } from '../og-card';

const IMAGE_TYPES: Record<string, string> = { png: 'image/png', webp: 'image/webp', gif: 'image/gif' };

export function legendRoutes(app: ZodApp, { db, storage, config }: ServiceContext<HallDB>): void {
  const cardPng = cardRenderer();
  const legendOr404 = async (id: string) => {
    const row = await findLegend(db, id);
    if (!row) throw notFound('This legend does not exist.');
    return row;
  };

  route(app, hall.endpoints.legends, async (req) => {
    const { filter, limit, after } = req.query;
    const page = await listLegends(db, { level: hall.LEGEND_FILTERS[filter] }, { limit, after });
    return { items: page.items.map(toLegend), next: page.next };
  });

  route(app, hall.endpoints.legend, async (req) => toLegend(await legendOr404(req.params.id)));

  route(app, hall.endpoints.avatar, async (req, reply) => {
    const legend = await legendOr404(req.params.id);
    const photo = legend.photo_key ? await storage.get(legend.photo_key) : null;
    if (!photo) throw notFound('This legend has no photo.');
    const mime = IMAGE_TYPES[legend.photo_key!.split('.').pop()!] ?? 'image/jpeg';
    return reply.header('content-type', mime).header('cache-control', 'public, max-age=3600').header('x-content-type-options', 'nosniff').send(photo);
  });

  route(app, hall.endpoints.certificate, async (req, reply) => {
    const legend = toLegend(await legendOr404(req.params.id));
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
  route(app, hall.endpoints.legendHead, async (req) => legendHead(toLegend(await legendOr404(req.params.id)), config.SITE_URL));

  route(app, hall.endpoints.card, async (req, reply) => {
    const png = await cardPng(toLegend(await legendOr404(req.params.id)));
    return reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=3600').header('x-content-type-options', 'nosniff').send(png);
  });

  route(app, hall.endpoints.stats, () => hallStats(db));
}
