import { depths, roundTripsBefore, type Req } from '../bench/requests';

/** A request sent at `start`, answered at `responded` and finished at `end` (ms). */
const req = (url: string, start: number, responded: number, end = responded, cached = false): Req => ({
  id: url,
  url,
  type: 'Script',
  start,
  responded,
  end,
  status: 200,
  bodyBytes: 1,
  failed: false,
  cached,
});

const depthOf = (reqs: Req[]) => new Map([...depths(reqs)].map(([r, d]) => [r.url, d]));

// A member's landing: the document; the app's entry and the page's files preloaded by the gate;
// the app's chunks once the entry runs; then the page's files asked for as scripts.
const landing = (slowMainThread: boolean, cached: boolean) => [
  req('/dashboard', 0, 170, 200),
  req('/main.js', 340, 720, 800),
  req('/remotes/store/60.js', 460, 990, 1230),
  req('/621.js', 1160, 1470),
  // Asked for after the first chunk's answer landed when the main thread was slow, before it otherwise.
  req('/remotes/store/60.js#script', slowMainThread ? 1500 : 1280, slowMainThread ? 1530 : 1310, slowMainThread ? 1540 : 1320, cached),
];

test('a chain of answers from the network counts one round trip per link', () => {
  const d = depthOf(landing(true, false));
  expect([d.get('/dashboard'), d.get('/main.js'), d.get('/621.js'), d.get('/remotes/store/60.js#script')]).toEqual([1, 2, 3, 4]);
});

test('an answer from the browser cache adds no round trip, however late the page asks for it', () => {
  // Counted as network answers, the same files make 3 or 4 round trips with the main thread's pace.
  expect([false, true].map((slow) => roundTripsBefore(landing(slow, false), 2000))).toEqual([3, 4]);
  expect([false, true].map((slow) => roundTripsBefore(landing(slow, true), 2000))).toEqual([3, 3]);
  expect(depthOf(landing(true, true)).get('/remotes/store/60.js#script')).toBe(3);
});

test('what follows a cached answer sits one round trip under it', () => {
  const reqs = [req('/doc', 0, 100, 120), req('/a.js', 130, 140, 150, true), req('/api/data', 160, 300, 320)];
  expect(depthOf(reqs)).toEqual(
    new Map([
      ['/doc', 1],
      ['/a.js', 1],
      ['/api/data', 2],
    ]),
  );
});

test('counting from a click, a cached answer still in flight costs the visitor no round trip', () => {
  const reqs = [req('/chunk.js', 0, 400, 420), req('/cached.js', 10, 30, 700, true)];
  expect([...depths(reqs, 20)].map(([r, d]) => [r.url, d])).toEqual([
    ['/chunk.js', 1],
    ['/cached.js', 0],
  ]);
});
