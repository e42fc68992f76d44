import { sql } from 'kysely';
import { z } from 'zod';
import { multipartBody, TINY_PNG } from '../src/multipart-body';
import type { KitTables } from '../src/kit-tables';
import type { ServiceDefinition } from '../src/service';
import { startTestService, type TestService } from '../src/testing';
import { readImageUpload } from '../src/uploads';

// Statements that make PostgreSQL refuse a value, as a client's input would.
const STATEMENTS: Record<string, ReturnType<typeof sql>> = {
  nul: sql`select ${'a\u0000b'}::text`,
  notANumber: sql`select ${'abc'}::int`,
  notAUuid: sql`select ${'nope'}::uuid`,
  tooLong: sql`insert into short (v) values (${'abc'})`,
  outOfRange: sql`select ${'99999'}::smallint`,
  badDate: sql`select ${'2026-02-31'}::date`,
  badDateFormat: sql`select ${'yesterday-ish'}::timestamptz`,
  check: sql`insert into checked (n) values (${-1})`,
  bug: sql`select * from no_such_table`,
};

const def: ServiceDefinition<KitTables> = {
  name: 'client-errors',
  schema: 'public',
  migrations: {},
  routes(app, { db }) {
    app.get('/run/:name', { schema: { params: z.object({ name: z.string() }) } }, async (req) => {
      await STATEMENTS[req.params.name]!.execute(db);
      return { ok: true };
    });
    app.post('/photos', async (req) => ({ bytes: (await readImageUpload(req, 1024 * 1024)).buffer.length }));
  },
};

let t: TestService<KitTables>;
beforeAll(async () => {
  t = await startTestService(def);
  await sql`create table checked (n int check (n >= 0))`.execute(t.db);
  await sql`create table short (v varchar(2))`.execute(t.db);
}, 60_000);
afterAll(() => t.close());

describe('client-caused failures', () => {
  it.each(['nul', 'notANumber', 'notAUuid', 'outOfRange', 'badDate', 'badDateFormat', 'check'])(
    'a value PostgreSQL refuses (%s) is a 400 in the shared shape',
    async (name) => {
      const res = await t.app.inject(`/run/${name}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'bad_request', message: expect.stringMatching(/\w/) } });
    },
  );

  it('a string too long for its column is a 400', async () => {
    const res = await t.app.inject('/run/tooLong');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('A value is too long.');
  });

  it('a real bug stays a 500', async () => {
    const res = await t.app.inject('/run/bug');
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('internal');
  });

  it.each([
    ['no boundary', { 'content-type': 'multipart/form-data' }, 'x'],
    [
      'a body cut short',
      { 'content-type': 'multipart/form-data; boundary=zz' },
      '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG',
    ],
  ])('a multipart upload with %s is a 400', async (_, headers, payload) => {
    const res = await t.app.inject({ method: 'POST', url: '/photos', headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'bad_request', message: expect.stringMatching(/upload could not be read/) } });
  });

  it('a well-formed upload still arrives', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/photos',
      ...multipartBody([{ field: 'file', filename: 'a.png', type: 'image/png', data: TINY_PNG }]),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ bytes: TINY_PNG.length });
  });

  it('an undecodable address is a 400 in the shared shape', async () => {
    const res = await t.app.inject('/run/%ED%A0%80');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'bad_request', message: 'The address is not valid.' } });
  });
});
