import type { Row } from './budgets';

export const median = (xs: number[]): number => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** Nearest-rank percentile (p in 0..100). */
export const percentile = (xs: number[], p: number): number => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
};

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (v: number) => (Number.isFinite(v) ? `${Math.round(v)} ms` : 'n/a');
export const ratio = (v: number) => (Number.isFinite(v) ? `${v.toFixed(2)}x` : 'n/a');
export const perSec = (v: number) => `${Math.round(v)}/s`;

/** A figure that could not be measured, with the first line of why (kept short for the table). */
export const unavailableBecause = (err: unknown) => {
  const why = (err instanceof Error ? err.message : String(err)).split('\n')[0]!;
  return `unavailable: ${why.length > 90 ? `${why.slice(0, 87)}…` : why}`;
};

/** The table's row for a figure that could not be measured; with a key, its budget reads it as not measured. */
export const unavailableRow = (metric: string, why: unknown, key?: string): Row => ({
  metric,
  value: unavailableBecause(why),
  baseline: '—',
  key,
  measured: null,
});
