/* In-page probes, installed before any page script runs (page.addInitScript). This function is
   serialized into the page, so it must not reference anything outside its own body. */

export type ProbeState = {
  fcp: number | null;
  lcp: number | null;
  shifts: { t: number; v: number }[];
  longTasks: { t: number; d: number }[];
  /** Each time a different visible <h1> appears: its text and when (performance.now()). */
  headings: { text: string; at: number }[];
  /** Text of the first role=alert panel: a remote's error boundary instead of its page. */
  alert: string | null;
};

export function installProbes(): void {
  const state: ProbeState = { fcp: null, lcp: null, shifts: [], longTasks: [], headings: [], alert: null };
  (window as unknown as { __bench: ProbeState }).__bench = state;
  const observe = (type: string, each: (e: PerformanceEntry & Record<string, unknown>) => void) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach((e) => each(e as PerformanceEntry & Record<string, unknown>))).observe({
        type,
        buffered: true,
      });
    } catch {
      // entry type unsupported: that figure stays null
    }
  };
  observe('paint', (e) => {
    if (e.name === 'first-contentful-paint') state.fcp = e.startTime;
  });
  observe('largest-contentful-paint', (e) => (state.lcp = e.startTime));
  observe('layout-shift', (e) => {
    if (!e.hadRecentInput) state.shifts.push({ t: e.startTime, v: e.value as number });
  });
  observe('longtask', (e) => state.longTasks.push({ t: e.startTime, d: e.duration }));

  // A heading counts from the frame that first lays it out on screen, as the browser's own
  // intersection pass sees it: asking for its box from script would lay the page out ahead of that
  // frame (a second layout where sections off screen are skipped until the frame finds them).
  let last: Element | null = null;
  const counted = new WeakSet<Element>();
  const shown = new IntersectionObserver((entries) => {
    for (const e of entries) {
      const r = e.boundingClientRect;
      if (!e.isIntersecting || r.width === 0 || r.height === 0 || (e.target.textContent ?? '').trim() === '') continue;
      // The frame's own time (as a frame callback gets it), not the later moment of this pass.
      const at = Number(document.timeline.currentTime ?? e.time);
      if (e.target !== last) state.headings.push({ text: (e.target.textContent ?? '').trim(), at });
      counted.add(e.target);
      last = e.target;
    }
  });
  const check = () => {
    // Observing again asks the next frame for a fresh entry: a heading still empty or hidden
    // when first seen is counted once its text or box arrives.
    for (const h of Array.from(document.querySelectorAll('h1'))) {
      if (counted.has(h)) continue;
      shown.unobserve(h);
      shown.observe(h);
    }
    const alert = document.querySelector('[role=alert]');
    if (alert && state.alert === null) state.alert = (alert.textContent ?? '').trim().slice(0, 120);
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
}

/** CLS as Chrome defines it: the largest session window (gaps under 1 s, windows up to 5 s). */
export function cumulativeLayoutShift(shifts: ProbeState['shifts']): number {
  let best = 0;
  let current = 0;
  let start = -Infinity;
  let prev = -Infinity;
  for (const s of shifts) {
    if (s.t - prev > 1000 || s.t - start > 5000) {
      current = 0;
      start = s.t;
    }
    current += s.v;
    prev = s.t;
    best = Math.max(best, current);
  }
  return best;
}

/** Total Blocking Time: the part of each long task over 50 ms, counted after First Contentful Paint. */
export function totalBlockingTime(state: ProbeState): number {
  const fcp = state.fcp ?? 0;
  return state.longTasks.filter((t) => t.t + t.d > fcp).reduce((sum, t) => sum + Math.max(0, t.d - 50 - Math.max(0, fcp - t.t)), 0);
}

/**
 * When the work that showed something at `at` began. A response that arrived while the main
 * thread was busy rendering cannot be what that rendering waited for, so dependency counting
 * stops here. Only a long task ending right before `at` (within a frame or so) is that work.
 */
export function renderStart(state: ProbeState, at: number): number {
  const task = state.longTasks.filter((t) => t.t + t.d <= at + 1 && at - (t.t + t.d) < 50).at(-1);
  return task ? task.t : at;
}
