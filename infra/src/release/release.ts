import { resolve } from 'node:path';
import { buildOne } from '../build';
import { REMOTES, SHELL } from '../topology';
import { releaseApi } from './api';
import { appArg, parseArgs, runCommand } from './args';
import { publishBuild } from './publish-build';
import { releasedBy, workingCommit } from './who';

/** `pnpm release <app>`: build from the working tree, check against what is live, store, make live. */
runCommand(async () => {
  const { flags, values, positional, fail } = parseArgs(
    'pnpm release <app> [--force] [--dry-run] [--from <built dir>] [--no-store]',
    ['--force', '--dry-run', '--no-store'],
    ['--from'],
  );
  const app = appArg(positional, fail);
  const spec = [SHELL, ...REMOTES].find((a) => a.name === app)!;
  const api = releaseApi();
  const dir = values['--from'] ? resolve(values['--from']) : buildOne(spec);
  const by = releasedBy();
  const r = await publishBuild(api, {
    app,
    dir,
    releasedBy: by,
    commit: workingCommit(),
    force: flags.has('--force'),
    dryRun: flags.has('--dry-run'),
    store: !flags.has('--no-store'),
  });
  if (r.stored) console.log(`Stored ${app} ${r.version} in ${r.stored}`);
  if (!r.live) return void console.log(`${app} ${r.version} passes the compatibility checks (dry run: nothing changed).`);
  for (const p of r.overridden) console.log(`  forced past: ${p}`);
  console.log(
    r.previous === r.version
      ? `${app} ${r.version} was already live; nothing changed.`
      : `${app} ${r.version} is live${r.forced ? ' (forced)' : ''}, released by ${by}; previous: ${r.previous ?? 'none'}. Visitors get it on their next page load.`,
  );
});
