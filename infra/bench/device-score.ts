import type { Row } from './budgets';
import { median, unavailableRow } from './stats';

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
    const from = copies % 2 === 0 ? a : b;
    const to = from === a ? b : a;
    for (let j = 0; j < from.length; j++) to[j] = from[j]!;
    copies++;
  }
  const copy = copies / 10 / ((Date.now() - start) / 1000);
  return Math.round((gc + copy) / 2);
}

export type DeviceScore = { host: number; emulated: number };

/** The emulated phone's score over the run's rounds, at the bench's CPU slowdown (no budget: it explains the timings). */
export function deviceScoreRow(scores: DeviceScore[], slowdown: number, why?: string | null): Row {
  const metric = `CPU score of the emulated phone (Lighthouse BenchmarkIndex, median of ${scores.length})`;
  if (!scores.length) return unavailableRow(metric, why ?? 'not measured');
  const at = (k: keyof DeviceScore) => Math.round(median(scores.map((s) => s[k])));
  const spread = (k: keyof DeviceScore) => `${Math.min(...scores.map((s) => s[k]))}-${Math.max(...scores.map((s) => s[k]))}`;
  return {
    metric,
    value: `${at('emulated')} (${spread('emulated')}) at ${slowdown}x slowdown`,
    baseline: `this machine ${at('host')} (${spread('host')}); a mid-tier phone ${MID_TIER_PHONE_SCORE}`,
  };
}
