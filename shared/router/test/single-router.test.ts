import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '../../..');
const APP_SOURCES = ['shell/src', 'remotes', 'shared/ui/src', 'shared/platform/src'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

// A second copy of react-router in a remote would have its own router context: its links
// and hooks would silently stop seeing the shell's location. Apps go through @sqw/router.
test('no app imports react-router directly', () => {
  const offenders = APP_SOURCES.flatMap((d) => sources(join(ROOT, d)))
    .filter((f) => /from 'react-router(-dom)?(\/[^']*)?'/.test(readFileSync(f, 'utf8')))
    .map((f) => relative(ROOT, f));
  expect(offenders).toEqual([]);
});
