import type { store } from '@sqw/contracts';
import { conflict, notFound } from '@sqw/service-kit';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { z } from 'zod';
import type { ResourcesTable, StoreDB } from '../db';

export type ResourceRow = Selectable<ResourcesTable>;

const slugify = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'resource';

/** The whole library in its shelf order. */
export const listResources = (db: Kysely<StoreDB>) => db.selectFrom('resources').selectAll().orderBy('position').orderBy('created_at').execute();

/** One resource; `lock` holds it for the rest of the transaction. A 404 when there is none. */
export async function findResource(db: Kysely<StoreDB>, id: string, lock = false): Promise<ResourceRow> {
  let q = db.selectFrom('resources').selectAll().where('id', '=', id);
  if (lock) q = q.forUpdate();
  const r = await q.executeTakeFirst();
  if (!r) throw notFound('This resource does not exist.');
  return r;
}

/**
 * A new, unpublished resource at the end of the shelf, with a slug from its title (numbered
 * when taken) and no file yet.
 */
export async function insertResource(trx: Kysely<StoreDB>, input: z.output<typeof store.ResourceInput>): Promise<ResourceRow> {
  const base = slugify(input.title);
  const taken = await trx.selectFrom('resources').select('slug').where('slug', 'like', `${base}%`).execute();
  const names = new Set(taken.map((t) => t.slug));
  let slug = base;
  for (let i = 2; names.has(slug); i++) slug = `${base}-${i}`;
  const last = await trx
    .selectFrom('resources')
    .select(sql<number>`coalesce(max(position), 0)::int`.as('p'))
    .executeTakeFirstOrThrow();
  return trx
    .insertInto('resources')
    .values({
      slug,
      title: input.title,
      category: input.category,
      description: input.description,
      is_premium: input.premium,
      price_cents: input.price_cents,
      builtin: null,
      file_key: null,
      file_size: null,
      file_name: `${slug}.pdf`,
      is_published: false,
      position: last.p + 1,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Whether the resource has a PDF to download: an uploaded file or one shipped with the store. */
export const hasFile = (r: Pick<ResourceRow, 'file_key' | 'builtin'>) => r.file_key !== null || r.builtin !== null;

/** Changes a resource's details; publishing one without a file is refused. */
export async function updateResource(trx: Kysely<StoreDB>, id: string, patch: z.output<typeof store.ResourcePatch>): Promise<ResourceRow> {
  const { premium, ...rest } = patch;
  const r = await findResource(trx, id, true);
  if (rest.is_published && !hasFile(r)) throw conflict('Upload the PDF before publishing this resource.');
  return trx
    .updateTable('resources')
    .set({ ...rest, ...(premium === undefined ? {} : { is_premium: premium }), updated_at: sql<string>`now()` })
    .where('id', '=', r.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Points the resource at a newly stored file; answers the resource and the key of the file it replaced (to remove). */
export async function replaceResourceFile(trx: Kysely<StoreDB>, id: string, file: { key: string; size: number; name: string }) {
  const r = await findResource(trx, id, true);
  const row = await trx
    .updateTable('resources')
    .set({ file_key: file.key, file_size: file.size, file_name: file.name, updated_at: sql<string>`now()` })
    .where('id', '=', r.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, previous: r.file_key };
}
