import { spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { CHROMIUM_FLAGS } from '../src/chromium-flags';
import { onCleanup, throwIfAborted } from './lifecycle';
import type { CDPSession } from './playwright';

type Message = { id?: number; method?: string; params?: unknown; sessionId?: string; result?: unknown; error?: { message: string } };
type Listener = (params: never) => void;

/**
 * A Chromium driven over the DevTools protocol by the bench alone, with no automation library in
 * between: it sends only the commands the bench itself sends (see plain-page.ts for why).
 * Chromium's pipe transport: JSON messages, each ended by a NUL byte, in on fd 3 and out on fd 4.
 */
export class DevtoolsBrowser {
  private nextId = 0;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void; method: string }>();
  private readonly listeners = new Map<string, Set<Listener>>();

  private constructor(
    private readonly toBrowser: Writable,
    fromBrowser: Readable,
    /** Stops this Chromium. */
    readonly close: () => Promise<void>,
  ) {
    let buffered = '';
    fromBrowser.setEncoding('utf8');
    fromBrowser.on('data', (chunk: string) => {
      const parts = (buffered + chunk).split('\0');
      buffered = parts.pop()!;
      for (const part of parts) this.dispatch(JSON.parse(part) as Message);
    });
    fromBrowser.on('close', () => this.failAll(new Error('Chromium closed its DevTools pipe')));
  }

  static async launch(): Promise<DevtoolsBrowser> {
    throwIfAborted();
    // No --user-data-dir: headless Chromium makes a temporary profile of its own and removes it as it exits.
    const child = spawn(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', [...CHROMIUM_FLAGS, '--remote-debugging-pipe', 'about:blank'], {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<void>((res) => child.once('exit', () => res()));
    let browser: DevtoolsBrowser | null = null;
    // Asked to close, Chromium shuts down in order (and removes its profile); a kill is the fallback.
    const stop = async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      await Promise.race([browser?.send('Browser.close').catch(() => undefined), new Promise((r) => setTimeout(r, 5_000))]);
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    };
    const unregister = onCleanup('chromium (DevTools pipe)', stop);
    browser = new DevtoolsBrowser(child.stdio[3] as Writable, child.stdio[4] as Readable, async () => {
      unregister();
      await stop();
    });
    await browser.send('Browser.getVersion');
    return browser;
  }

  /** A browser-level command (no session), or one for the page attached as `sessionId`. */
  send<T = unknown>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    const id = ++this.nextId;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, method });
      this.toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  }

  /** The commands and events of one attached page, in the shape the bench's helpers take. */
  session(sessionId: string): CDPSession & { off(event: string, listener: Listener): void } {
    const key = (event: string) => `${sessionId}:${event}`;
    return {
      send: (method, params) => this.send(method, params, sessionId),
      on: (event, listener) => {
        const set = this.listeners.get(key(event)) ?? new Set<Listener>();
        set.add(listener as Listener);
        this.listeners.set(key(event), set);
      },
      off: (event, listener) => this.listeners.get(key(event))?.delete(listener),
    };
  }

  /** Forgets the listeners of a page that is gone. */
  dropSession(sessionId: string): void {
    for (const key of [...this.listeners.keys()]) if (key.startsWith(`${sessionId}:`)) this.listeners.delete(key);
  }

  private dispatch(msg: Message): void {
    if (msg.id !== undefined) {
      const waiting = this.pending.get(msg.id);
      if (!waiting) return;
      this.pending.delete(msg.id);
      if (msg.error) waiting.reject(new Error(`${waiting.method}: ${msg.error.message}`));
      else waiting.resolve(msg.result);
      return;
    }
    if (msg.method && msg.sessionId) this.listeners.get(`${msg.sessionId}:${msg.method}`)?.forEach((l) => l(msg.params as never));
  }

  private failAll(err: Error): void {
    for (const w of this.pending.values()) w.reject(err);
    this.pending.clear();
  }
}
