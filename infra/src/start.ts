import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { buildStale } from './build';
import { Launch, printSummary, say, startBackend } from './launch';
import { runtimeConfig } from './runtime-config';
import { startStaticHost } from './static-host';
import { REMOTES, ROOT, SHELL } from './topology';

/** `pnpm start`: the whole site from production builds, on one machine. */
async function main() {
  const launch = new Launch();
  try {
    say('Building what changed…');
    const { built, failed } = buildStale({ log: say });
    say(built.length ? `  built ${built.join(', ')}` : '  everything up to date');
    for (const f of failed) console.error(`! ${f.name} did not build and is left out:\n${f.output.trim().split('\n').slice(-15).join('\n')}`);
    const unbuilt = new Set(failed.map((f) => f.name));
    const hasBuild = (name: string, dir: string) => !unbuilt.has(name) && existsSync(join(ROOT, dir, 'dist', 'mf-manifest.json'));

    const backend = await startBackend(launch);
    const config = runtimeConfig(backend.up, backend.anonKey, (r) => hasBuild(r.name, r.dir));
    const servers: Server[] = [await startStaticHost({ root: join(ROOT, SHELL.dir, 'dist'), port: SHELL.port, spa: true, virtual: { '/config.json': () => config } })];
    for (const r of REMOTES) if (hasBuild(r.name, r.dir)) servers.push(await startStaticHost({ root: join(ROOT, r.dir, 'dist'), port: r.port, cors: true }));
    launch.cleanups.push(async () => Promise.all(servers.map((s) => new Promise((res) => s.close(res)))));
    printSummary(backend);
  } catch (err) {
    console.error(`\nCould not start: ${(err as Error).message}`);
    await launch.stop(1);
  }
}

void main();
