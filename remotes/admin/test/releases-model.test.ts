import type { releases } from '@sqw/contracts';
import type { AppReleases } from '../src/panels/releases/api';
import { makeLiveEvents, previousVersion } from '../src/panels/releases/model';

const [A, B, C] = ['aaaaaaaaaaaa', 'bbbbbbbbbbbb', 'cccccccccccc'];
let nextId = 1;
const ev = (version: string, action: releases.ReleaseEvent['action'] = 'release'): releases.ReleaseEvent => ({
  id: nextId++,
  app: 'store',
  version,
  action,
  actor: 'ci',
  forced: false,
  commit: null,
  at: '2026-11-24T10:00:00.000Z',
});
/** Events given oldest first, as they happened; the registry lists them newest first. */
const appWith = (...events: releases.ReleaseEvent[]): AppReleases => {
  const history = [...events].reverse();
  return { app: 'store', live: history[0] ?? null, history, versions: [] };
};

test("Roll back targets the version released before the live one, as the registry's rollback does", () => {
  expect(previousVersion(appWith(ev(A), ev(B), ev(C)))).toBe(B);
  // After rolling back to B, the next rollback walks on to A instead of returning to C.
  expect(previousVersion(appWith(ev(A), ev(B), ev(C), ev(B, 'rollback')))).toBe(A);
  // Back at the first release there is nothing earlier.
  expect(previousVersion(appWith(ev(A), ev(B), ev(A, 'rollback')))).toBeNull();
  // The same version released twice in a row is not a step back.
  expect(previousVersion(appWith(ev(A), ev(B), ev(B)))).toBe(A);
  expect(previousVersion(appWith())).toBeNull();
});

test('Make live is offered once per stored version that is not live, on its newest event', () => {
  const first = ev(A);
  const second = ev(B);
  const back = ev(A, 'rollback');
  const live = ev(C);
  expect([...makeLiveEvents(appWith(first, second, back, live))]).toEqual([back.id, second.id]);
  expect([...makeLiveEvents(appWith(ev(A)))]).toEqual([]);
});
