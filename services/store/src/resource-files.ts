import type { FastifyReply } from 'fastify';
import type { Selectable } from 'kysely';
import { notFound, type FileStorage } from '@sqw/service-kit';
import type { ResourcesTable } from './db';
import { resourcePdf } from './pdf';
import { SEED_RESOURCES } from './seed/resources';

const rendered = new Map<string, Promise<Buffer>>();

/** The bytes of a resource's file: an uploaded replacement if any, else the document the store writes itself. */
export async function resourceFile(storage: FileStorage, r: Pick<Selectable<ResourcesTable>, 'file_key' | 'builtin'>): Promise<Buffer | null> {
  if (r.file_key) return storage.get(r.file_key);
  if (!r.builtin) return null;
  const key = r.builtin;
  let pdf = rendered.get(key);
  if (!pdf) {
    const seed = SEED_RESOURCES.find((s) => s.slug === key);
    if (!seed) return null;
    pdf = resourcePdf(seed.doc);
    rendered.set(key, pdf);
    // A failed render is not kept: the next download tries again.
    pdf.catch(() => rendered.delete(key));
  }
  return pdf;
}

export async function sendResourceFile(storage: FileStorage, reply: FastifyReply, r: Selectable<ResourcesTable>) {
  const data = await resourceFile(storage, r);
  if (!data) throw notFound('This resource is not currently available');
  const name = r.file_name.replace(/[^a-zA-Z0-9._-]/g, '_');
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(data);
}
