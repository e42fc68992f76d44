import { releaseApi } from './api';
import { appArg, parseArgs, runCommand } from './args';
import { releasedBy } from './who';

/** `pnpm rollback <app> [--to <version>]`: make an earlier stored version live again. */
runCommand(async () => {
  const { values, positional, fail } = parseArgs('pnpm rollback <app> [--to <version>]', [], ['--to']);
  const app = appArg(positional, fail);
  const r = await releaseApi().rollback(app, releasedBy(), values['--to']);
  console.log(`${app} ${r.version} is live again (was ${r.previous}). Visitors get it on their next page load.`);
});
