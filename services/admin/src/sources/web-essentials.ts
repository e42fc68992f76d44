import { z } from 'zod';
import type { Upstream } from '../upstream';
import { collectByCursor, MAX_ROWS, query } from './paging';

// The list counts up to a cap; the admin's figure wants the real number, so past the cap it pages.
const Count = z.object({ total: z.number().int(), total_capped: z.boolean().optional() });
const Ids = z.object({ items: z.array(z.object({ id: z.string() })), next: z.string().nullable() });

/** How many questionnaires were submitted: one row asked for, only the count kept, unless it is capped. */
export async function webEssentialsTotal(up: Upstream): Promise<number> {
  const first = await up.json('webEssentials', '/admin/submissions?limit=1', Count);
  if (!first.total_capped) return first.total;
  const rows = await collectByCursor((limit, after) => up.json('webEssentials', `/admin/submissions?${query({ limit, after })}`, Ids), MAX_ROWS);
  return rows.length;
}

/** The web-essentials service's own export, streamed through as text. */
export const webEssentialsCsv = (up: Upstream) => up.text('webEssentials', '/admin/submissions.csv');
