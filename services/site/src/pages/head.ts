import type { pages } from '@sqw/contracts';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** What link previews and crawlers read: title, description, canonical URL, Open Graph and Twitter card. */
export function headTags(head: pages.PageHead, url: string, indexable: boolean): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  return [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    indexable ? '' : meta('name', 'robots', 'noindex'),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'SQW'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    head.image ? meta('property', 'og:image', head.image) : '',
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    head.image ? meta('name', 'twitter:image', head.image) : '',
  ]
    .filter(Boolean)
    .join('');
}

/** The document's own title and description, replaced by the page's. */
export function withTitle(document: string, head: pages.PageHead): string {
  return document
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(head.description)}">`);
}
