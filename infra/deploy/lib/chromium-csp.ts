import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Debian's Chromium, as the e2e suites use it; CHROMIUM_PATH points elsewhere. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = () => existsSync(CHROMIUM);

export type PageLoad = { url: string; dom: string; consoleLines: string[] };

/**
 * Loads one page in headless Chromium until its network and timers settle (virtual time)
 * and returns the rendered DOM and everything the page logged, CSP refusals included.
 */
export function loadPage(url: string, profileDir: string, signal: AbortSignal, timeoutMs = 30_000): Promise<PageLoad> {
  return new Promise((resolve, reject) => {
    const args = [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      `--user-data-dir=${join(profileDir, String(Date.now()))}`,
      '--enable-logging=stderr',
      '--v=0',
      '--virtual-time-budget=10000',
      '--dump-dom',
      url,
    ];
    const child = spawn(CHROMIUM, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let dom = '';
    let log = '';
    child.stdout.on('data', (d: Buffer) => (dom += d));
    child.stderr.on('data', (d: Buffer) => (log += d));
    // Its own process group, so the renderer and GPU helpers go too.
    const kill = (why: Error) => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
      reject(why);
    };
    const timer = setTimeout(() => kill(new Error(`Chromium did not finish ${url} within ${timeoutMs} ms`)), timeoutMs);
    const onAbort = () => kill(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    child.once('error', reject);
    child.once('exit', () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      const consoleLines = log.split('\n').filter((l) => l.includes(':CONSOLE'));
      resolve({ url, dom, consoleLines });
    });
  });
}

/** Console lines in which Chromium reports a Content-Security-Policy refusal. */
export const cspRefusals = (load: PageLoad) => load.consoleLines.filter((l) => /Content Security Policy|Refused to/i.test(l));
