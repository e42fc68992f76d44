import { randomUUID } from 'node:crypto';
import type { store } from '@sqw/contracts';
import { createOrder, paidOrder, startStore, type Harness } from './helpers';

let t: Harness;
beforeAll(async () => {
  t = await startStore();
});
afterAll(() => t.close());

const outline = async (slug: string, auth: Record<string, string> = {}) =>
  (await t.app.inject({ url: `/courses/${slug}`, headers: auth })).json() as store.CourseOutline;
const firstLesson = async (slug: string) => (await outline(slug)).modules[0].lessons[0].id;
const lesson = (slug: string, id: string, auth: Record<string, string>) => t.app.inject({ url: `/courses/${slug}/lessons/${id}`, headers: auth });
const complete = (slug: string, id: string, auth: Record<string, string>, method: 'POST' | 'DELETE' = 'POST') =>
  t.app.inject({ method, url: `/courses/${slug}/lessons/${id}/complete`, headers: auth });

describe('course outlines', () => {
  it('shows both courses with several modules to anyone, without lesson bodies', async () => {
    for (const slug of ['sqw-course', 'sqw-blueprint']) {
      const o = await outline(slug);
      expect(o.entitled).toBe(false);
      expect(o.modules.length).toBeGreaterThanOrEqual(3);
      expect(o.progress).toEqual({ completed: 0, total: o.modules.flatMap((m) => m.lessons).length, percent: 0 });
      expect(JSON.stringify(o)).not.toContain('"body"');
    }
    expect((await outline('sqw-course')).unlocked_by).toEqual(['sqw-course', 'sqw-full-bundle']);
    expect((await t.app.inject('/courses/no-such-course')).statusCode).toBe(404);
  });
});

describe('lesson entitlement', () => {
  it('refuses lesson content without a paid order (none, unpaid, visitor)', async () => {
    const m = await t.member();
    const id = await firstLesson('sqw-course');
    expect((await lesson('sqw-course', id, {})).statusCode).toBe(401);
    const none = await lesson('sqw-course', id, m.auth);
    expect(none.statusCode).toBe(403);
    expect(none.json().error.message).toBe('Purchase this course (or the complete bundle) to unlock its lessons.');
    await createOrder(t, m.auth, 'sqw-course');
    expect((await lesson('sqw-course', id, m.auth)).statusCode).toBe(403);
    expect((await complete('sqw-course', id, m.auth)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/courses', headers: m.auth })).json().items).toEqual([]);
  });

  it('opens only the purchased course', async () => {
    const m = await t.member();
    await paidOrder(t, m.auth, 'sqw-course');
    const res = await lesson('sqw-course', await firstLesson('sqw-course'), m.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().body.length).toBeGreaterThan(100);
    expect((await lesson('sqw-blueprint', await firstLesson('sqw-blueprint'), m.auth)).statusCode).toBe(403);
    expect((await outline('sqw-course', m.auth)).entitled).toBe(true);
    expect((await t.app.inject({ url: '/courses', headers: m.auth })).json().items.map((c: store.CourseSummary) => c.slug)).toEqual(['sqw-course']);
  });

  it('opens both courses with the bundle', async () => {
    const m = await t.member();
    await paidOrder(t, m.auth, 'sqw-full-bundle');
    expect((await lesson('sqw-course', await firstLesson('sqw-course'), m.auth)).statusCode).toBe(200);
    expect((await lesson('sqw-blueprint', await firstLesson('sqw-blueprint'), m.auth)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/courses', headers: m.auth })).json().items).toHaveLength(2);
  });

  it('answers 404 for unknown lessons and lessons of another course', async () => {
    const m = await t.member();
    await paidOrder(t, m.auth, 'sqw-full-bundle');
    expect((await lesson('sqw-course', randomUUID(), m.auth)).statusCode).toBe(404);
    expect((await lesson('sqw-course', await firstLesson('sqw-blueprint'), m.auth)).statusCode).toBe(404);
    expect((await lesson('sqw-course', 'nope', m.auth)).statusCode).toBe(400);
  });
});

describe('progress', () => {
  it('counts completed lessons over all lessons, idempotently, and can be undone', async () => {
    const m = await t.member();
    await paidOrder(t, m.auth, 'sqw-course');
    const o = await outline('sqw-course', m.auth);
    const ids = o.modules.flatMap((mod) => mod.lessons.map((l) => l.id));
    const total = ids.length;
    const first = await complete('sqw-course', ids[0], m.auth);
    expect(first.json().progress).toEqual({ completed: 1, total, percent: Math.round(100 / total) });
    await complete('sqw-course', ids[0], m.auth);
    const second = await complete('sqw-course', ids[1], m.auth);
    expect(second.json().progress.completed).toBe(2);
    const courses = (await t.app.inject({ url: '/courses', headers: m.auth })).json().items;
    expect(courses[0]).toMatchObject({ progress: { completed: 2, total }, next_lesson_id: ids[2] });
    const undo = await complete('sqw-course', ids[0], m.auth, 'DELETE');
    expect(undo.json()).toMatchObject({ completed: false, progress: { completed: 1, total } });
    const after = await outline('sqw-course', m.auth);
    expect(after.modules[0].lessons.map((l) => l.completed).slice(0, 2)).toEqual([false, true]);
    // Another member's progress is their own.
    const other = await t.member();
    await paidOrder(t, other.auth, 'sqw-course');
    expect((await outline('sqw-course', other.auth)).progress.completed).toBe(0);
  });

  it('reaches 100% when every lesson is done', async () => {
    const m = await t.member();
    await paidOrder(t, m.auth, 'sqw-blueprint');
    const ids = (await outline('sqw-blueprint')).modules.flatMap((mod) => mod.lessons.map((l) => l.id));
    for (const id of ids) await complete('sqw-blueprint', id, m.auth);
    const c = (await t.app.inject({ url: '/courses', headers: m.auth })).json().items[0];
    expect(c).toMatchObject({ progress: { completed: ids.length, total: ids.length, percent: 100 }, next_lesson_id: null });
  });
});
