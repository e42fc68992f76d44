import type { Selectable } from 'kysely';
import { fillPath, hall } from '@sqw/contracts';
import type { LegendsTable } from './db';

/** A legend as the API shows it: an uploaded photo becomes the path of its avatar endpoint on this service. */
export function toLegend(row: Selectable<LegendsTable>): hall.Legend {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    avatar_url: row.photo_key ? fillPath(hall.endpoints.avatar.path, { id: row.id }) : row.avatar_url,
    level: row.level,
    title: row.title,
    challenge: row.challenge,
    passive_income: row.passive_income,
    quote: row.quote,
    badges: row.badges,
    created_at: row.created_at,
  };
}
