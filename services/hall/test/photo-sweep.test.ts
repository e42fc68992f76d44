import { multipartBody, TINY_PNG } from '@sqw/service-kit';
import { startTestService, type TestService } from '@sqw/service-kit/testing';
import type { HallDB } from '../src/db';
import { sweepOrphanPhotos } from '../src/photo-sweep';
import { hallService } from '../src/service';

let t: TestService<HallDB>;
beforeAll(async () => {
  t = await startTestService(hallService);
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const upload = async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/photos',
    ...multipartBody([{ field: 'file', filename: 'me.png', type: 'image/png', data: TINY_PNG }]),
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().id as string;
  const { storage_key } = await t.db.selectFrom('photos').select('storage_key').where('id', '=', id).executeTakeFirstOrThrow();
  return { id, key: storage_key as string };
};
const stored = async (key: string) => (await t.storage.get(key)) !== null;
const rowExists = async (id: string) => (await t.db.selectFrom('photos').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

describe('orphan applicant photos', () => {
  it('are deleted, row and file, once a day has passed without an application using them', async () => {
    const left = await upload();
    const applied = await upload();
    const res = await t.app.inject({
      method: 'POST',
      url: '/applications',
      headers: { 'content-type': 'application/json' },
      payload: { name: 'Ada Sovereign', email: 'ada@example.com', challenge: '$25/week Challenge', passive_income: '$120/month', photo_id: applied.id },
    });
    expect(res.statusCode).toBe(201);
    // A legend keeps the key of the photo it was approved with.
    const legendPhoto = await upload();
    await t.db
      .insertInto('sqw_legends')
      .values({
        name: 'L',
        level: 1,
        title: 'T',
        challenge: 'C',
        passive_income: '$1',
        username: null,
        photo_key: legendPhoto.key,
        avatar_url: null,
        quote: null,
        application_id: null,
      })
      .execute();
    await t.db.deleteFrom('photos').where('id', '=', legendPhoto.id).execute();
    // A file whose row was never written.
    await t.storage.put('photos/stray.png', TINY_PNG);

    expect(await sweepOrphanPhotos(t, Date.now() + 23 * HOUR)).toBe(0);
    expect(await rowExists(left.id)).toBe(true);
    expect(await stored('photos/stray.png')).toBe(true);

    expect(await sweepOrphanPhotos(t, Date.now() + 25 * HOUR)).toBe(2);
    expect(await rowExists(left.id)).toBe(false);
    expect(await stored(left.key)).toBe(false);
    expect(await stored('photos/stray.png')).toBe(false);
    expect(await rowExists(applied.id)).toBe(true);
    expect(await stored(applied.key)).toBe(true);
    expect(await stored(legendPhoto.key)).toBe(true);
  });
});
