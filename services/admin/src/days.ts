const DAY_MS = 86_400_000;

export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last `days` UTC days, oldest first, ending today (the store and the site count the same way). */
export function lastDays(days: number, now = Date.now()): string[] {
  const today = Date.parse(isoDay(now));
  return Array.from({ length: days }, (_, i) => isoDay(today - (days - 1 - i) * DAY_MS));
}

/** Counts timestamps per UTC day over the given days; those outside count nowhere. */
export function countByDay(dates: string[], timestamps: string[]): { date: string; count: number }[] {
  const counts = new Map(dates.map((d) => [d, 0]));
  for (const t of timestamps) {
    const day = isoDay(Date.parse(t));
    const n = counts.get(day);
    if (n !== undefined) counts.set(day, n + 1);
  }
  return dates.map((date) => ({ date, count: counts.get(date)! }));
}
