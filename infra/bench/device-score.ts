import { MOBILE_THROTTLING, MOBILE_VIEWPORT, openPage, type Browser } from './browser';
import type { Row } from './budgets';
import { median, unavailableBecause } from './stats';

/**
 * The score Chrome DevTools takes for a mid-tier phone (a Pixel 5) when it calibrates its CPU
 * throttling, on the scale of `cpuScore`.
 */
export const MID_TIER_PHONE_SCORE = 1000;

/**
 * Lighthouse's BenchmarkIndex, the CPU class of the device a page runs on: the mean of two
 * rates measured for half of `durationMs` each, one of a loop that builds strings (it keeps the
 * garbage collector busy) and one of a loop that copies an array of 100,000 numbers. Both are
 * divided by 10 to keep the scale Lighthouse and DevTools use.
 *
 * It runs in the page, so it is one self-contained function: no helpers, no closures.
 */
export function cpuScore(durationMs: number): number {
  const half = durationMs / 2;
  let start = Date.now();
  let built = 0;
  while (Date.now() - start < half) {
    let s = '';
    for (let j = 0; j < 10000; j++) s += 'a';
    // Reading the result keeps the loop from being optimised away.
    if (s.length !== 10000) throw new Error('unreachable');
    built++;
  }
  const gc = built / 10 / ((Date.now() - start) / 1000);
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < 100000; i++) a[i] = b[i] = i;
  start = Date.now();
  let copies = 0;
  // The clock is read every tenth copy: reading it on every one skews the loop on some CPUs.
  while (copies % 10 !== 0 || Date.now() - start < half) {
    const [from, to] = copies % 2 === 0 ? [a, b] : [b, a];
    for (let j = 0; j < from.length; j++) to[j] = from[j]!;
    copies++;
  }
  const copy = copies / 10 / ((Date.now() - start) / 1000);
  return Math.round((gc + copy) / 2);
}

export type DeviceScore = { host: number; emulated: number };

/**
 * This machine's score, and the score of the phone the bench emulates on it (the same CPU slowed
 * by MOBILE_THROTTLING). A slowdown is relative: on a busy or slower host the emulated phone is
 * slower too, and every timing under throttling with it.
 */
export async function measureDeviceScore(browser: Browser, durationMs = 500): Promise<DeviceScore> {
  const { page, cdp, close } = await openPage(browser, { device: MOBILE_VIEWPORT, throttle: false });
  try {
    await page.setContent('<!doctype html><title>CPU score</title>');
    // One function for every run (each evaluate of a function compiles a new one), and first runs
    // that let V8 optimise its loops and size its heap: a fresh page scores well under a warm one.
    await page.evaluate(`window.cpuScore = ${cpuScore.toString()}`);
    const score = (ms: number) => page.evaluate((ms) => (window as unknown as { cpuScore: typeof cpuScore }).cpuScore(ms), ms);
    for (let i = 0; i < 3; i++) await score(durationMs);
    const host = await score(durationMs);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_THROTTLING.cpuSlowdown });
    const emulated = await score(durationMs);
    return { host, emulated };
  } finally {
    await close();
  }
}

/** The emulated phone's score over the run's rounds (no budget: it explains the timings). */
export function deviceScoreRow(scores: DeviceScore[], why?: string | null): Row {
  const metric = `CPU score of the emulated phone (Lighthouse BenchmarkIndex, median of ${scores.length})`;
  if (!scores.length) return { metric, value: unavailableBecause(why ?? 'not measured'), baseline: '—' };
  const at = (k: keyof DeviceScore) => Math.round(median(scores.map((s) => s[k])));
  const spread = (k: keyof DeviceScore) => `${Math.min(...scores.map((s) => s[k]))}-${Math.max(...scores.map((s) => s[k]))}`;
  return {
    metric,
    value: `${at('emulated')} (${spread('emulated')}) at ${MOBILE_THROTTLING.cpuSlowdown}x slowdown`,
    baseline: `this machine ${at('host')} (${spread('host')}); a mid-tier phone ${MID_TIER_PHONE_SCORE}`,
  };
}
