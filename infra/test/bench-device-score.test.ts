import { cpuScore, deviceScoreRow, MID_TIER_PHONE_SCORE } from '../bench/device-score';

test('the CPU score runs for about the time asked and gives a positive whole number', () => {
  const started = Date.now();
  const score = cpuScore(200);
  const took = Date.now() - started;
  expect(Number.isInteger(score)).toBe(true);
  expect(score).toBeGreaterThan(0);
  // Each half stops at the first check past its share; one copy of 100,000 numbers is far below 100 ms.
  expect(took).toBeGreaterThanOrEqual(200);
  expect(took).toBeLessThan(1000);
});

test('the score falls when the same work takes longer', () => {
  const free = cpuScore(200);
  // A clock that runs four times as fast: the same loops, seen as done at a quarter of the speed,
  // as a 4x CPU slowdown would. The margin covers this machine's own pace moving between the runs.
  const realNow = Date.now;
  const from = realNow();
  Date.now = () => from + 4 * (realNow() - from);
  let slowed: number;
  try {
    slowed = cpuScore(800);
  } finally {
    Date.now = realNow;
  }
  expect(slowed).toBeLessThan(free * 0.6);
});

test("the bench's row gives the emulated phone's median score beside the host's and a mid-tier phone's", () => {
  const row = deviceScoreRow(
    [
      { host: 3000, emulated: 700 },
      { host: 2000, emulated: 500 },
      { host: 2600, emulated: 650 },
    ],
    4,
  );
  expect(row.metric).toContain('median of 3');
  expect(row.value).toBe(`650 (500-700) at 4x slowdown`);
  expect(row.baseline).toBe(`this machine 2600 (2000-3000); a mid-tier phone ${MID_TIER_PHONE_SCORE}`);
  // Not a budget: the figure explains the timings, it is not a goal.
  expect(row.key).toBeUndefined();
});

test('a run that could not measure the score says why', () => {
  expect(deviceScoreRow([], 4, 'the page crashed').value).toBe('unavailable: the page crashed');
});
