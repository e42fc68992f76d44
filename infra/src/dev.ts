import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildableApps } from './build';
import { Launch, printSummary, say, startBackend } from './launch';
import { runtimeConfig, sourceRoutes } from './runtime-config';
import { OFFSET, ROOT, SHELL } from './topology';

/** `pnpm dev`: the services as in `pnpm start`, but the shell and remotes from rspack dev servers. */
async function main() {
  if (OFFSET !== 0) throw new Error('pnpm dev uses the standard ports; unset SQW_PORT_OFFSET.');
  const launch = new Launch();
  try {
    const backend = await startBackend(launch);
    const apps = buildableApps();
    // Routes straight from each remote's routes.json: its dev server exposes what that file lists.
    const config = runtimeConfig(backend.up, backend.anonKey, (r) => apps.some((a) => a.dir === r.dir), sourceRoutes);
    // The shell's dev server serves public/ as is: that is where its /config.json comes from.
    mkdirSync(join(ROOT, SHELL.dir, 'public'), { recursive: true });
    writeFileSync(join(ROOT, SHELL.dir, 'public', 'config.json'), JSON.stringify(config, null, 2));
    for (const app of apps) {
      const child = spawn(join(ROOT, app.dir, 'node_modules/.bin/rspack'), ['serve', '--mode', 'development'], { cwd: join(ROOT, app.dir), stdio: 'inherit' });
      launch.cleanups.push(async () => child.kill('SIGTERM'));
    }
    say(`Dev servers: ${apps.map((a) => `${a.name} :${a.port}`).join(', ')}`);
    printSummary(backend);
  } catch (err) {
    console.error(`\nCould not start: ${(err as Error).message}`);
    await launch.stop(1);
  }
}

void main();
