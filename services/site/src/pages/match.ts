import type { releases } from '@sqw/contracts';

/** A route's path pattern as react-router reads it: `:name` is one segment, a final `*` the rest. */
export function matchesPath(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part === '*' && i === want.length - 1) return true;
    const seg = have[i];
    if (seg === undefined) return false;
    if (part.startsWith(':')) continue;
    if (part !== seg) return false;
  }
  return have.length === want.length;
}

const specificity = (pattern: string) => (/[:*]/.test(pattern) ? 1 : 0);

/** The route serving `path`: a path spelled out wins over a pattern, as in the browser's router. */
export function findRoute<R extends Pick<releases.AreaRoute, 'path'>>(routes: R[], path: string): R | null {
  const ranked = [...routes].sort((a, b) => specificity(a.path) - specificity(b.path));
  return ranked.find((r) => matchesPath(r.path, path)) ?? null;
}
