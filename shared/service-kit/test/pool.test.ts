import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { createDb } from '../src/db';
import { createTestDatabase } from '../src/testing';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
type DB = { things: { id: number; name: string } };
let db: Kysely<DB>;
beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb<DB>({ url: database.url, schema: 'public' });
  await sql`create table things (id int primary key, name text not null)`.execute(db);
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

describe('the service pool', () => {
  it('answers statements as before: rows, parameters, errors with their codes, transactions', async () => {
    await db
      .insertInto('things')
      .values([
        { id: 1, name: 'a' },
        { id: 2, name: "b'c" },
      ])
      .execute();
    expect(await db.selectFrom('things').selectAll().where('name', '=', "b'c").execute()).toEqual([{ id: 2, name: "b'c" }]);
    expect((await sql<{ n: number }>`select count(*)::int as n from things`.execute(db)).rows).toEqual([{ n: 2 }]);
    await expect(db.insertInto('things').values({ id: 1, name: 'again' }).execute()).rejects.toMatchObject({ code: '23505' });
    await expect(sql`select * from no_such_table`.execute(db)).rejects.toMatchObject({ code: '42P01' });
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('things').values({ id: 3, name: 'rolled back' }).execute();
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    await db.transaction().execute((trx) => trx.insertInto('things').values({ id: 4, name: 'kept' }).execute());
    expect((await db.selectFrom('things').select('id').orderBy('id').execute()).map((r) => r.id)).toEqual([1, 2, 4]);
  });

  it('sends text statements with a callback (the form that lets results die young), anything else as given', async () => {
    const seen: string[] = [];
    const original = pg.Client.prototype.query;
    const spy = jest.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      seen.push(args.map((a) => (typeof a === 'function' ? 'callback' : Array.isArray(a) ? 'values' : typeof a)).join(','));
      return (original as (...a: unknown[]) => unknown).apply(this, args) as never;
    });
    try {
      // A fresh pool, so its clients are wrapped while the spy is in place.
      const fresh = createDb<DB>({ url: database.url, schema: 'public' });
      await fresh.selectFrom('things').selectAll().where('id', '=', 1).execute();
      await fresh.destroy();
    } finally {
      spy.mockRestore();
    }
    expect(seen).toContain('string,values,callback');
    expect(seen).not.toContain('string,values');
  });
});
