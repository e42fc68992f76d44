import { adminStorage } from './admin-session';
import { MOBILE_THROTTLING, MOBILE_VIEWPORT, type Browser, type PageOptions } from './browser';
import type { Row } from './budgets';
import { measureDeviceScore } from './device-probe';
import { deviceScoreRow, type DeviceScore } from './device-score';
import { DevtoolsBrowser } from './devtools-pipe';
import { measureNavigation, type NavResult } from './navigation';
import { MF_RUNTIME_MARKER, measureLoad, type LoadResult } from './page-load';
import { adminCredentials, type Stack } from './stack';
import { serveStaticHome } from './static-home';
import { kb, median, ms, ratio, unavailableRow } from './stats';

/** Runs of the cold navigations, whose medians are reported. */
export const NAV_RUNS = 5;

/**
 * Rounds of page loads. One load's LCP on this machine is often 30% off the next one's, static
 * page included: with 5 loads a ratio of two medians moved by ±0.3 between runs, more than the
 * budgets' margins. A median's spread shrinks with the square root of the loads: 11 make it
 * about ±0.2.
 */
export const LOAD_ROUNDS = 11;

const RETURNING = { has_visited: 'true' };

type Runs<T> = { ok: T[]; error: string | null };

/** One measurement; a failure is kept as the figure's reason instead of ending the bench. */
async function attempt<T>(runs: Runs<T>, once: () => Promise<T>): Promise<void> {
  try {
    runs.ok.push(await once());
  } catch (err) {
    runs.error ??= (err as Error).message.split('\n')[0]!;
  }
}

const med = <T>(xs: T[], f: (x: T) => number) => median(xs.map(f));
const jsTotal = (r: LoadResult) => r.jsBytes.site + r.jsBytes.remotes;

/**
 * `skip` says why a route cannot be measured at all (its remote did not build, no admin session).
 * `kind`: an area's public page a visitor lands on from a link, or a members' page a member lands
 * on directly; their figures have budgets of their own.
 */
type Route = { label: string; key: string; path: string; remote?: string; kind?: 'area' | 'landing'; options: PageOptions; skip?: string } & Runs<LoadResult>;

/** Budget keys: an area's first visit, a member's direct landing, and the rest by route. */
const keyOf = (figure: 'js' | 'round-trips' | 'lcp-ratio', r: Route) => (r.kind ? `${figure}.${r.kind}.${r.key}` : `${figure}.${r.key}`);

export async function benchFrontend(stack: Stack, browser: Browser, log: (s: string) => void): Promise<Row[]> {
  const mobile = (extra: Partial<PageOptions> = {}): PageOptions => ({ device: MOBILE_VIEWPORT, throttle: true, ...extra });
  log('  capturing the home hero and the home first screen as static pages…');
  const capture = { ...mobile({ flags: RETURNING }), throttle: false };
  const hero = await serveStaticHome(browser, `${stack.site}/`, capture, 'hero');
  const firstScreen = await serveStaticHome(browser, `${stack.site}/`, capture, 'first-screen');

  const routes: Route[] = [
    { label: '/ (new visitor: splash)', key: 'splash', path: '/', options: mobile(), ok: [], error: null },
    { label: 'home (returning visitor)', key: 'home', path: '/', options: mobile({ flags: RETURNING }), ok: [], error: null },
    { label: 'home (signed in)', key: 'home-signed-in', path: '/', options: mobile({ flags: RETURNING }), ok: [], error: null },
    { label: '/sqw-hall', key: 'hall', path: '/sqw-hall', remote: 'hall', kind: 'area', options: mobile(), ok: [], error: null },
    { label: '/products', key: 'products', path: '/products', remote: 'store', kind: 'area', options: mobile(), ok: [], error: null },
    { label: '/web-essentials', key: 'web-essentials', path: '/web-essentials', remote: 'webEssentials', kind: 'area', options: mobile(), ok: [], error: null },
    { label: '/sovereign-skies', key: 'sovereign-skies', path: '/sovereign-skies', remote: 'media', kind: 'area', options: mobile(), ok: [], error: null },
    {
      label: '/dashboard (signed-in member, direct)',
      key: 'dashboard',
      path: '/dashboard',
      remote: 'store',
      kind: 'landing',
      options: mobile({ flags: RETURNING }),
      ok: [],
      error: null,
    },
    { label: '/admin (signed-in admin)', key: 'admin', path: '/admin', remote: 'admin', options: mobile(), ok: [], error: null },
  ];
  const byKey = (k: string) => routes.find((r) => r.key === k)!;
  for (const r of routes) if (r.remote && !stack.config.remotes[r.remote]) r.skip = `the ${r.remote} remote is not deployed (did not build)`;
  // The local admin's session stands for any signed-in member on the home page and the dashboard.
  const signedIn = [byKey('admin'), byKey('home-signed-in'), byKey('dashboard')].filter((r) => !r.skip);
  if (signedIn.length) {
    try {
      const storageState = await adminStorage(browser, stack.site, adminCredentials(stack));
      for (const r of signedIn) r.options.storageState = storageState;
    } catch (err) {
      for (const r of signedIn) r.skip = `admin sign-in failed: ${(err as Error).message.split('\n')[0]}`;
    }
  }

  // Home and the areas' pages give the Web Vitals, so they run LOAD_ROUNDS times, interleaved
  // with the static page so that a slow moment of this shared machine hits them all alike. A member's
  // landing runs as often: its request chain has a budget, and where its heading falls among the
  // chain's answers moves with how busy the main thread is. Byte counts do not vary between runs;
  // the other routes are loaded once.
  const vitals = routes.filter((r) => r.key === 'home' || r.kind === 'area');
  const repeated = [...vitals, ...routes.filter((r) => r.kind === 'landing')];
  const statics: Runs<LoadResult> = { ok: [], error: null };
  const bareStatics: Runs<LoadResult> = { ok: [], error: null };
  const firstScreens: Runs<LoadResult> = { ok: [], error: null };
  // The emulated phone's speed in each round: the timings below move with it.
  const devices: Runs<DeviceScore> = { ok: [], error: null };
  // The measured loads run in a Chromium of their own, with no automation library in their pages.
  const plain = await DevtoolsBrowser.launch();
  for (let i = 0; i < LOAD_ROUNDS; i++) {
    log(`  page loads, round ${i + 1}/${LOAD_ROUNDS}`);
    await attempt(devices, () => measureDeviceScore(browser));
    await attempt(statics, () => measureLoad(plain, hero.url, mobile()));
    await attempt(bareStatics, () => measureLoad(plain, hero.bareUrl, mobile()));
    await attempt(firstScreens, () => measureLoad(plain, firstScreen.url, mobile()));
    for (const r of routes) if (!r.skip && (i === 0 || repeated.includes(r))) await attempt(r, () => measureLoad(plain, `${stack.site}${r.path}`, r.options));
  }
  await plain.close();
  const staticRuns = statics.ok;
  if (!staticRuns.length) throw new Error(`the static hero page could not be measured: ${statics.error}`);

  const rows: Row[] = [];
  const home = byKey('home').ok;
  const homeJs = home.length ? med(home, jsTotal) : NaN;
  const staticJs = med(staticRuns, jsTotal);
  for (const r of routes) {
    const metric = `JS gzip, first visit: ${r.label}`;
    if (!r.ok.length) {
      rows.push(unavailableRow(metric, r.skip ?? r.error ?? 'not measured', keyOf('js', r)));
      if (r.kind) rows.push(unavailableRow(`Serial round trips before heading: ${r.label}`, r.skip ?? r.error ?? 'not measured', keyOf('round-trips', r)));
      rows.push(unavailableRow(`MF runtime copies: ${r.label}`, r.skip ?? r.error ?? 'not measured', `mf-runtime.${r.key}`));
      continue;
    }
    const site = med(r.ok, (x) => x.jsBytes.site);
    const remotes = med(r.ok, (x) => x.jsBytes.remotes);
    const baseline = r.remote ? `home (shell only) ${kb(homeJs)}` : `static hero page ${kb(staticJs)}`;
    rows.push({
      metric,
      value: `${kb(site + remotes)} (shell ${kb(site)} + remotes ${kb(remotes)})`,
      baseline,
      key: keyOf('js', r),
      measured: (site + remotes) / 1024,
    });
    const trips = med(r.ok, (x) => x.roundTrips);
    rows.push({
      metric: `Serial round trips before heading: ${r.label}`,
      value: String(trips),
      baseline: `static hero page ${med(staticRuns, (x) => x.roundTrips)}`,
      ...(r.kind ? { key: keyOf('round-trips', r), measured: trips } : {}),
    });
    const copies = med(r.ok, (x) => x.runtimeCopies);
    // Every page runs the shell, which carries the runtime: none found means a stale marker, not a pass.
    if (copies === 0)
      rows.push(
        unavailableRow(
          `MF runtime copies: ${r.label}`,
          `no script contains '${MF_RUNTIME_MARKER}', not even the shell's: update MF_RUNTIME_MARKER`,
          `mf-runtime.${r.key}`,
        ),
      );
    else
      rows.push({
        metric: `MF runtime copies: ${r.label}`,
        value: String(copies),
        baseline: 'one page, one runtime',
        key: `mf-runtime.${r.key}`,
        measured: copies,
      });
    log(`    ${r.label}: heading "${r.ok[0]!.heading}"`);
  }

  rows.push(deviceScoreRow(devices.ok, MOBILE_THROTTLING.cpuSlowdown, devices.error), withoutOriginHeaders(staticRuns, bareStatics));
  for (const r of vitals) {
    const name = r.key === 'home' ? 'Home' : r.path;
    if (!r.ok.length) {
      rows.push(unavailableRow(`${name} LCP`, r.skip ?? r.error ?? 'not measured', keyOf('lcp-ratio', r)));
      continue;
    }
    const [lcp, sLcp] = [med(r.ok, (x) => x.lcp), med(staticRuns, (x) => x.lcp)];
    const n = `median of ${r.ok.length}`;
    rows.push({
      metric: `${name} LCP (${n})`,
      value: `${ms(lcp)} (${ratio(lcp / sLcp)})`,
      baseline: `static hero ${ms(sLcp)}`,
      key: keyOf('lcp-ratio', r),
      measured: lcp / sLcp,
    });
    if (r.key === 'home') rows.push(againstFirstScreen(lcp, firstScreens, n));
    rows.push({ metric: `${name} FCP (${n})`, value: ms(med(r.ok, (x) => x.fcp)), baseline: `static hero ${ms(med(staticRuns, (x) => x.fcp))}` });
    const tbt = med(r.ok, (x) => x.tbt);
    rows.push({
      metric: `${name} Total Blocking Time (${n})`,
      value: ms(tbt),
      baseline: `static hero ${ms(med(staticRuns, (x) => x.tbt))}`,
      key: `tbt.${r.key}`,
      measured: tbt,
    });
    rows.push({ metric: `${name} CLS (${n})`, value: med(r.ok, (x) => x.cls).toFixed(3), baseline: `static hero ${med(staticRuns, (x) => x.cls).toFixed(3)}` });
  }

  rows.push(
    ...(await benchNavigation(
      stack,
      browser,
      log,
      routes.filter((r) => r.key === 'hall' || r.key === 'products'),
    )),
  );
  return rows;
}

/**
 * Home's LCP against its own first screen frozen (no budget: the budget's yardstick is the hero
 * alone, see static-home.ts). Both pages' largest paint is then the same element.
 */
function againstFirstScreen(lcp: number, firstScreens: Runs<LoadResult>, n: string): Row {
  const metric = `Home LCP against its first screen, static (${n})`;
  if (!firstScreens.ok.length) return unavailableRow(metric, firstScreens.error ?? 'not measured');
  const base = med(firstScreens.ok, (x) => x.lcp);
  return { metric, value: `${ms(lcp)} (${ratio(lcp / base)})`, baseline: `static first screen ${ms(base)}` };
}

/** What the static hero's LCP would be without the origin's response headers (no budget; see StaticCopy). */
function withoutOriginHeaders(staticRuns: LoadResult[], bare: Runs<LoadResult>): Row {
  const metric = `Static hero LCP without the origin's response headers (median of ${bare.ok.length})`;
  if (!bare.ok.length) return unavailableRow(metric, bare.error ?? 'not measured');
  return { metric, value: ms(med(bare.ok, (x) => x.lcp)), baseline: `static hero ${ms(med(staticRuns, (x) => x.lcp))}` };
}

/** Cold navigations from home, beside the same click to a page the shell renders itself (/contact). */
async function benchNavigation(stack: Stack, browser: Browser, log: (s: string) => void, targets: Route[]): Promise<Row[]> {
  const runs = new Map<string, Runs<NavResult>>();
  for (const p of ['/contact', ...targets.filter((t) => t.ok.length).map((t) => t.path)]) runs.set(p, { ok: [], error: null });
  for (let i = 0; i < NAV_RUNS; i++) {
    log(`  cold navigations, round ${i + 1}/${NAV_RUNS}`);
    for (const [p, r] of runs) await attempt(r, () => measureNavigation(browser, stack.site, p, true));
  }
  const base = runs.get('/contact')!;
  const baseMs = base.ok.length ? ms(med(base.ok, (x) => x.ms)) : 'n/a';
  const baseRt = base.ok.length ? String(med(base.ok, (x) => x.roundTrips)) : 'n/a';
  const rows: Row[] = [];
  for (const t of targets) {
    const r = runs.get(t.path);
    const key = `nav-round-trips.remote.${t.key}`;
    if (!r?.ok.length) {
      rows.push(unavailableRow(`Cold nav home → ${t.path}`, t.skip ?? t.error ?? r?.error ?? 'not measured', key));
      continue;
    }
    const n = `median of ${r.ok.length}`;
    rows.push({
      metric: `Cold nav home → ${t.path}: click to heading (${n})`,
      value: `${ms(med(r.ok, (x) => x.ms))} (+${kb(med(r.ok, (x) => x.jsBytes))} JS from hover on)`,
      baseline: `→ /contact (shell) ${baseMs}`,
    });
    const rt = med(r.ok, (x) => x.roundTrips);
    rows.push({
      metric: `Cold nav home → ${t.path}: serial round trips (${n})`,
      value: String(rt),
      baseline: `→ /contact (shell) ${baseRt}`,
      key,
      measured: rt,
    });
  }
  return rows;
}
