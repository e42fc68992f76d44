import { resolve } from 'node:path';
import { versionOf } from '../src/release/store';

/*
 * Prints a build's version (12 hex of the hash of its files), the name under which the
 * registry knows it and the tag of the image that adds it:
 *   V=$(node --import tsx infra/deploy/version.ts remotes/hall/dist)
 */
const [dir] = process.argv.slice(2);
if (!dir) {
  console.error('Usage: node --import tsx infra/deploy/version.ts <built dir>');
  process.exit(2);
}
console.log(versionOf(resolve(dir)));
