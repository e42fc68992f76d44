import { writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { freePort } from '../src/ports';
import { productionHeaders } from '../src/security-headers';
import { startStaticHost } from '../src/static-host';
import { makeTempDir, onCleanup } from './lifecycle';

/** A static page of the bench, at two addresses. */
export type StaticCopy = {
  /** Served as the site serves every page: with the origin's response headers. */
  url: string;
  /**
   * Served without them. Cross-Origin-Opener-Policy (same-origin) puts a page in a browsing context
   * group of its own, so Chromium commits it in another renderer process than the tab's blank
   * page; without the header the page reuses that process. A static page of this site pays that
   * move as the site's pages do: this address only shows what it costs.
   */
  bareUrl: string;
};

/** Serves a static page (one HTML file) at both addresses, until the bench ends. */
export async function hostStaticCopy(html: string, name: string): Promise<StaticCopy> {
  const { dir } = makeTempDir(name);
  writeFileSync(join(dir, 'index.html'), html);
  const host = async (label: string, headers: Record<string, string>) => {
    const port = await freePort();
    const server: Server = await startStaticHost({ root: dir, port, spa: true, headers });
    onCleanup(`static ${label} host`, () => new Promise((res) => server.close(res)));
    return `http://localhost:${port}/`;
  };
  return { url: await host(name, productionHeaders()), bareUrl: await host(`${name} (bare)`, {}) };
}
