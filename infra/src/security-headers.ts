import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './topology';

/**
 * The security headers of the production gateway, read from its nginx config so the local site
 * sends exactly the same ones (one source). Variables (`$…`, per-path caching) are nginx's own
 * and left out.
 */
export function productionHeaders(file = join(ROOT, 'infra/deploy/nginx/headers.conf')): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const m of readFileSync(file, 'utf8').matchAll(/^\s*add_header\s+([\w-]+)\s+"([^"]*)"\s+always;/gm)) headers[m[1]!.toLowerCase()] = m[2]!;
  if (!headers['content-security-policy']) throw new Error(`${file} has no Content-Security-Policy: the local site would run without one.`);
  return headers;
}
