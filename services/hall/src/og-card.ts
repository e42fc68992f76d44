import { createRequire } from 'node:module';
import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import type { hall } from '@sqw/contracts';
import { certificateSvg } from './certificate';

/**
 * The link-preview card of a shared legend: the certificate as a PNG.
 *
 * 1200x630 (1.91:1) rather than the certificate's own 1200x850: the crawlers crop an image of
 * another ratio to 1.91:1 or 2:1 around its centre, which would cut the certificate's heading
 * and footer. The whole certificate is drawn scaled to the card's height and centred on the
 * certificate's own background colour, so the card shows exactly what the download shows, from
 * one template; the name stays about 47 px tall.
 */
export const CARD = { width: 1200, height: 630 } as const;

// Containers have no system fonts, and resvg reads TrueType/OpenType only (not woff), so the
// text is set in DejaVu Serif from an npm package (the one the kit's PDFs already use, with
// Latin Extended, Greek and Cyrillic). The certificate asks for Georgia/Times New Roman, then
// the generic `serif`, which serifFamily sends to DejaVu Serif.
const require = createRequire(import.meta.url);
const FONT_FILES = ['DejaVuSerif.ttf', 'DejaVuSerif-Bold.ttf', 'DejaVuSerif-Italic.ttf'].map((f) => require.resolve(`dejavu-fonts-ttf/ttf/${f}`));
const RENDER_OPTIONS: ResvgRenderOptions = {
  font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'DejaVu Serif', serifFamily: 'DejaVu Serif' },
  // Fills the bands beside the scaled certificate, which its own background rect does not cover.
  background: '#0b0b0c',
  logLevel: 'off',
};

/** Renders off the event loop (resvg's thread pool): a card takes ~15 ms of CPU. */
export const renderPng = async (svg: string): Promise<Buffer> => (await renderAsync(svg, RENDER_OPTIONS)).asPng();

/**
 * The card of a legend, rendered once and then kept in a bounded LRU. Legends have no updated
 * timestamp (rows are inserted and deleted, never edited), so an entry is keyed by the legend's
 * id and used only while the SVG it was made from is unchanged: an edited legend or a new
 * template renders again, with no timestamp to forget to bump. Concurrent first requests share
 * one render (the entry holds the promise); a failed render is not kept.
 */
export function cardRenderer(max = 200, render = renderPng): (legend: hall.Legend) => Promise<Buffer> {
  const cache = new Map<string, { svg: string; png: Promise<Buffer> }>();
  return (legend) => {
    const svg = certificateSvg(legend, CARD);
    let entry = cache.get(legend.id);
    if (entry?.svg !== svg) {
      const png = render(svg);
      entry = { svg, png };
      png.catch(() => cache.get(legend.id)?.png === png && cache.delete(legend.id));
    }
    // Map keeps insertion order: re-inserting marks the entry as the most recent.
    cache.delete(legend.id);
    cache.set(legend.id, entry);
    if (cache.size > max) cache.delete(cache.keys().next().value!);
    return entry.png;
  };
}
