import type { hall, pages } from '@sqw/contracts';

/** Collapses line breaks and runs of spaces, and cuts at a word with an ellipsis past `max` characters. */
function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const word = cut.lastIndexOf(' ');
  return `${(word > max / 2 ? cut.slice(0, word) : cut).trimEnd()}…`;
}

/** Under 200 characters: about what previews show before cutting a description. */
const DESCRIPTION_MAX = 199;

/** What a link preview of `/sqw-hall?legend=<id>` shows. Plain text: the page composer escapes it. */
export function legendHead(legend: hall.Legend, siteUrl: string): pages.PageHead {
  const rank = `Level ${legend.level} ${legend.title}`;
  const facts = clip(`${rank} in the SQW Hall of Legends: ${legend.challenge}, passive income ${legend.passive_income}.`, DESCRIPTION_MAX);
  // The quote gets what room is left, inside its own quotation marks (or is left out).
  const room = DESCRIPTION_MAX - facts.length - 3;
  return {
    title: `${clip(legend.name, 100)} · ${clip(rank, 60)} · The SQW Hall`,
    description: legend.quote && room >= 20 ? `${facts} “${clip(legend.quote, room)}”` : facts,
    // Through the public origin, where the site routes /api/hall/ to this service.
    image: `${siteUrl.replace(/\/+$/, '')}/api/hall/legends/${legend.id}/og.png`,
  };
}
