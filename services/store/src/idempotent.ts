import { idempotent, type Stored } from '@sqw/service-kit';
import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { StoreDB } from './db';

/** The kit's idempotent() with the store's table types on the transaction (the kit's is untyped). */
export const storeIdempotent = <T>(db: Kysely<StoreDB>, req: FastifyRequest, scope: string, work: (trx: Transaction<StoreDB>) => Promise<Stored<T>>) =>
  idempotent<T>(db, req, scope, (trx) => work(trx as unknown as Transaction<StoreDB>));
