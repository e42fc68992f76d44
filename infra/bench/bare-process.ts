import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../src/ports';
import { onCleanup } from './lifecycle';

/** Where the bare server writes: the baseline schemas its write endpoints use, and the site URL order mails link to. */
export type BareOptions = { newsletterSchema: string; ordersSchema: string; siteUrl: string };

/** Starts bare-server.ts as its own process (one event loop, like a service) and waits for it to listen. */
export async function startBareServer(databaseUrl: string, opts: BareOptions): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'bare-server.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      NEWSLETTER_SCHEMA: opts.newsletterSchema,
      ORDERS_SCHEMA: opts.ordersSchema,
      SITE_URL: opts.siteUrl,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => (clearTimeout(timer), resolve()));
      child.kill('SIGTERM');
    });
  const unregister = onCleanup('bare server', stop);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the bare server did not start in 20 s')), 20_000);
    child.stdout!.on('data', (c: Buffer) => c.toString().includes('listening') && (clearTimeout(timer), resolve()));
    child.once('exit', (code) => (clearTimeout(timer), reject(new Error(`the bare server exited (${code})`))));
  });
  return { url: `http://127.0.0.1:${port}`, stop: async () => (unregister(), await stop()) };
}
