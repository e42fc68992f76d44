import { z } from 'zod';
import type { Upstream } from '../upstream';

const Count = z.object({ total: z.number().int() });

/** How many questionnaires were submitted (one row asked for, only the total kept). */
export const webEssentialsTotal = (up: Upstream) => up.json('webEssentials', '/admin/submissions?limit=1', Count).then((c) => c.total);

/** The web-essentials service's own export, streamed through as text. */
export const webEssentialsCsv = (up: Upstream) => up.text('webEssentials', '/admin/submissions.csv');
