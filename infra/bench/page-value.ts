import type { CDPSession } from './playwright';

type Evaluated = { result: { value?: unknown }; exceptionDetails?: { text: string; exception?: { description?: string } } };

/**
 * A value computed in the page being measured, read through the DevTools protocol.
 *
 * Not Playwright's `evaluate` or `waitForFunction`: on their first call in a document they install
 * Playwright's own scripts in the page's main world, over 340 KB of JavaScript compiled and run on
 * the page's main thread. Under the bench's CPU slowdown that is a task of 100-300 ms, and it
 * lands around the first paint of the page being measured: it held the paint back (home's LCP)
 * or counted as the page's own blocking time. A DevTools expression compiles only itself.
 */
export async function pageValue<T>(cdp: CDPSession, expression: string): Promise<T> {
  const { result, exceptionDetails } = (await cdp.send('Runtime.evaluate', { expression, returnByValue: true })) as Evaluated;
  if (exceptionDetails) throw new Error(`the page threw: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  return result.value as T;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Polls `expression` every `pollMs` until it gives something other than null or undefined. Until
 * then a failed read counts as not yet: a document that is still committing has no context to
 * evaluate in.
 */
export async function waitForPageValue<T>(cdp: CDPSession, expression: string, timeoutMs: number, pollMs = 100): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown = null;
  for (;;) {
    try {
      const value = await pageValue<T>(cdp, expression);
      if (value !== null && value !== undefined) return value;
      lastError = null;
    } catch (err) {
      lastError = err;
    }
    if (Date.now() >= deadline) {
      const why = lastError ? `: ${(lastError as Error).message}` : '';
      throw new Error(`the page did not give ${expression.slice(0, 60)}… within ${timeoutMs} ms${why}`);
    }
    await sleep(pollMs);
  }
}
