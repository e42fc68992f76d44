import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './stack';

/*
 * Playwright is installed for the e2e package only; infra loads that copy at run time. Its own
 * type declarations cannot be reached from here (pnpm keeps `playwright` out of this folder's
 * lookup path), so these are the few parts of its API the bench uses.
 */

/** The fields of the Network events the bench reads, as the DevTools protocol sends them. */
export interface CdpEvents {
  'Network.requestWillBeSent': { requestId: string; request: { url: string }; type?: string; timestamp: number; wallTime: number; redirectResponse?: object };
  'Network.responseReceived': { requestId: string; response: { status: number; fromDiskCache?: boolean; fromPrefetchCache?: boolean }; timestamp: number };
  'Network.requestServedFromCache': { requestId: string };
  'Network.dataReceived': { requestId: string; encodedDataLength: number };
  'Network.loadingFinished': { requestId: string; timestamp: number };
  'Network.loadingFailed': { requestId: string; timestamp: number };
  'Debugger.scriptParsed': { length: number; executionContextAuxData?: { isDefault?: boolean } };
  'Tracing.dataCollected': { value: { name: string; dur?: number }[] };
  'Tracing.tracingComplete': object;
}
export interface CDPSession {
  send(method: string, params?: object): Promise<unknown>;
  on<E extends keyof CdpEvents>(event: E, listener: (e: CdpEvents[E]) => void): void;
}
export interface Locator {
  first(): Locator;
  hover(o?: { timeout?: number }): Promise<void>;
  click(o?: { timeout?: number }): Promise<void>;
  fill(value: string): Promise<void>;
}
export interface Page {
  goto(url: string, o?: { waitUntil?: 'commit' | 'load' | 'networkidle'; timeout?: number }): Promise<unknown>;
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  waitForFunction<A>(fn: (arg: A) => unknown, arg: A, o?: { timeout?: number; polling?: number }): Promise<{ jsonValue(): Promise<unknown> }>;
  locator(selector: string): Locator;
  getByRole(role: string, o: { name: string }): Locator;
  waitForTimeout(ms: number): Promise<void>;
  waitForLoadState(state: 'load' | 'networkidle'): Promise<void>;
  context(): BrowserContext;
}
export type StorageState = { cookies: unknown[]; origins: unknown[] };
export interface BrowserContext {
  addInitScript<A>(script: { content: string } | ((arg: A) => void), arg?: A): Promise<void>;
  newPage(): Promise<Page>;
  newCDPSession(page: Page): Promise<CDPSession>;
  storageState(): Promise<StorageState>;
  close(): Promise<void>;
}
export interface Browser {
  newContext(o?: object): Promise<BrowserContext>;
  close(): Promise<void>;
}

export const chromium = (createRequire(join(ROOT, 'e2e/package.json'))('@playwright/test') as { chromium: { launch(o: object): Promise<Browser> } }).chromium;
