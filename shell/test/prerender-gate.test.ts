import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRERENDER_GATE, SHOW_CLASS } from '../src/prerender/gate';

const run = (path: string, visited: string | null) => {
  localStorage.clear();
  if (visited) localStorage.setItem('has_visited', visited);
  window.history.replaceState(null, '', path);
  document.documentElement.classList.remove(SHOW_CLASS);
  new Function(PRERENDER_GATE)();
  return document.documentElement.classList.contains(SHOW_CLASS);
};

test('the prerendered home page shows only to a returning visitor at /', () => {
  expect(run('/', 'true')).toBe(true);
  expect(run('/', null)).toBe(false);
  expect(run('/sqw-hall', 'true')).toBe(false);
  expect(run('/contact', null)).toBe(false);
});

test("the production CSP allows the gate script by its hash, and nothing else inline", () => {
  const conf = readFileSync(join(__dirname, '../../infra/deploy/nginx/headers.conf'), 'utf8');
  const scriptSrc = /script-src ([^;]+);/.exec(conf)![1]!.trim().split(/\s+/);
  const hash = createHash('sha256').update(PRERENDER_GATE).digest('base64');
  expect(scriptSrc).toEqual(["'self'", `'sha256-${hash}'`]);
});
