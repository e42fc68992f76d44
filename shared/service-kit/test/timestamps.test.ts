import { sql } from 'kysely';
import { createDb, isoTimestamp } from '../src/db';
import { createTestDatabase } from '../src/testing';

describe('timestamps from PostgreSQL', () => {
  it('come back as the ISO string Date would give, in UTC and in other time zones', async () => {
    const database = await createTestDatabase();
    const db = createDb({ url: database.url, schema: 'public' });
    try {
      const values = [
        '2026-11-22 03:55:59.123456+00',
        '2026-11-22 03:55:59+00',
        '1999-12-31 23:59:59.999999+00',
        '2026-02-28 23:59:59.5+00',
        '1970-01-01 00:00:00.000001+00',
      ];
      for (const zone of ['UTC', 'Europe/Paris', 'Asia/Kolkata']) {
        await db.connection().execute(async (c) => {
          await sql`select set_config('timezone', ${zone}, false)`.execute(c);
          for (const v of values) {
            const { rows } = await sql<{ tz: string; plain: string; text: string; plainText: string }>`
              select ${v}::timestamptz as tz, ${v}::timestamptz::timestamp as plain, ${v}::timestamptz::text as text, ${v}::timestamptz::timestamp::text as "plainText"`.execute(
              c,
            );
            const row = rows[0]!;
            expect(row.tz).toBe(new Date(row.text).toISOString());
            expect(row.plain).toBe(new Date(`${row.plainText}Z`).toISOString());
          }
        });
      }
    } finally {
      await db.destroy();
      await database.drop();
    }
  });

  it('keep milliseconds (truncated), fill them in when missing, and leave odd forms to Date', () => {
    expect(isoTimestamp('2026-11-22 03:55:59.9999+00', true)).toBe('2026-11-22T03:55:59.999Z');
    expect(isoTimestamp('2026-11-22 03:55:59.5+00', true)).toBe('2026-11-22T03:55:59.500Z');
    expect(isoTimestamp('2026-11-22 03:55:59', false)).toBe('2026-11-22T03:55:59.000Z');
    expect(isoTimestamp('2026-11-22 03:55:59+05:30', true)).toBe('2026-11-21T22:25:59.000Z');
    expect(() => isoTimestamp('infinity', true)).toThrow(RangeError);
  });
});
