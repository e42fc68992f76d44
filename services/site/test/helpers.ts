import { startTestService, type TestService } from '@sqw/service-kit/testing';
import { siteService } from '../src/service';

export type { TestService };

export const start = (env: Record<string, string> = {}) => startTestService(siteService, env);

let n = 0;
/** A different client address per call, so the per-IP limiter only bites where a test wants it to. */
export const nextIp = () => {
  n += 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

export const poster =
  (t: () => TestService) =>
  (url: string, payload: unknown, opts: { headers?: Record<string, string>; ip?: string; method?: 'POST' | 'PUT' | 'PATCH' } = {}) =>
    t().app.inject({
      method: opts.method ?? 'POST',
      url,
      payload: payload as object,
      remoteAddress: opts.ip ?? nextIp(),
      headers: { 'content-type': 'application/json', ...opts.headers },
    });

export const outbox = (t: TestService, kind: string) =>
  t.db
    .selectFrom('outbox' as any)
    .select(['to_address', 'subject', 'text_body'])
    .where('kind', '=', kind)
    .orderBy('id')
    .execute() as Promise<{ to_address: string; subject: string; text_body: string }[]>;

export const count = async (t: TestService, table: string) =>
  Number(
    (
      await t.db
        .selectFrom(table as any)
        .select(t.db.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
