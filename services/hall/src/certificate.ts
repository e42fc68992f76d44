import type { hall } from '@sqw/contracts';
import { xmlEscape as esc } from '@sqw/service-kit';

/**
 * A printable certificate of a legend's level, as a standalone SVG document. Its drawing is
 * 1200x850; another `size` shows all of it scaled and centred (the root's viewBox keeps its
 * default preserveAspectRatio, xMidYMid meet), as the link-preview card does.
 */
export function certificateSvg(legend: hall.Legend, size = { width: 1200, height: 850 }): string {
  const date = new Date(legend.created_at).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const quote = legend.quote ? `<text x="600" y="560" class="q">“${esc(legend.quote.slice(0, 120))}”</text>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 1200 850">
  <style>
    text { font-family: Georgia, 'Times New Roman', serif; text-anchor: middle; fill: #f5e6c4; }
    .h { font-size: 30px; letter-spacing: 8px; fill: #d4af37; }
    .n { font-size: 64px; font-weight: bold; }
    .t { font-size: 36px; fill: #d4af37; }
    .s { font-size: 22px; }
    .q { font-size: 22px; font-style: italic; fill: #cbbf9f; }
  </style>
  <rect width="1200" height="850" fill="#0b0b0c"/>
  <rect x="30" y="30" width="1140" height="790" fill="none" stroke="#d4af37" stroke-width="4"/>
  <rect x="48" y="48" width="1104" height="754" fill="none" stroke="#d4af37" stroke-width="1"/>
  <text x="600" y="140" class="h">SQW HALL OF LEGENDS</text>
  <text x="600" y="200" class="s">This certifies that</text>
  <text x="600" y="290" class="n">${esc(legend.name)}</text>
  <text x="600" y="360" class="s">has reached</text>
  <text x="600" y="420" class="t">Level ${legend.level} · ${esc(legend.title)}</text>
  <text x="600" y="480" class="s">${esc(legend.challenge)} · Passive income ${esc(legend.passive_income)}</text>
  ${quote}
  <text x="600" y="700" class="s">Inducted ${esc(date)}</text>
  <text x="600" y="750" class="h" style="font-size:18px">RECONNECT WITH YOUR MONEY. RECLAIM YOUR FREEDOM.</text>
</svg>
`;
}
