import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../src/topology';

/** The production nginx config files that the checks run with their local paths swapped in. */
export const NGINX_DIR = join(ROOT, 'infra/deploy/nginx');

type Replacement = string | ((match: string, ...groups: string[]) => string);

/** The production file with each pattern replaced; a pattern not found means this check fell behind the config. */
export function rewrite(file: string, swaps: [string | RegExp, Replacement][]): string {
  let text = readFileSync(join(NGINX_DIR, file), 'utf8');
  for (const [from, to] of swaps) {
    const pattern = typeof from === 'string' ? new RegExp(from.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'), 'g') : from;
    // Two calls because replace() has no overload taking the union.
    const next = typeof to === 'string' ? text.replace(pattern, to) : text.replace(pattern, to);
    if (next === text) throw new Error(`${file} no longer contains ${from}: update check-site-conf.ts`);
    text = next;
  }
  return text;
}
