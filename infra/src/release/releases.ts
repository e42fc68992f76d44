import { releaseApi } from './api';
import { runCommand } from './args';

const when = (iso: string) => iso.replace('T', ' ').slice(0, 19);

/** `pnpm releases`: every app's live version and its history, newest first. */
runCommand(async () => {
  const api = releaseApi();
  const { apps } = await api.list();
  console.log(`Releases at ${api.base}\n`);
  for (const a of apps) {
    console.log(`${a.app}: ${a.live ? `${a.live.version} live since ${when(a.live.at)}` : 'nothing released'}`);
    for (const e of a.history.slice(0, 10)) {
      const live = e.id === a.live?.id ? '*' : ' ';
      console.log(`  ${live} ${when(e.at)}  ${e.action.padEnd(8)} ${e.version}  ${e.commit ?? '-'}  by ${e.actor}${e.forced ? '  (forced)' : ''}`);
    }
    if (a.history.length > 10) console.log(`    … ${a.history.length - 10} earlier`);
  }
});
