// Writes the top of the home page, rendered at build time, into dist/index.html, so a returning
// visitor sees the hero from the HTML alone, before any JavaScript arrives (src/prerender/).
import { rspack } from '@rspack/core';
import { createPrerenderConfig } from '@sqw/rspack-preset';
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const DIR = resolve(import.meta.dirname, '..');
const OUT = join(DIR, 'node_modules/.prerender');
const INDEX = join(DIR, 'dist/index.html');

const build = () =>
  new Promise((ok, fail) =>
    rspack(createPrerenderConfig({ dir: DIR, entry: './src/prerender/render-home.tsx', outDir: OUT })).run((err, stats) =>
      err || stats.hasErrors() ? fail(err ?? new Error(stats.toString('errors-only'))) : ok(),
    ),
  );

await build();
const storage = (values) => ({ getItem: (k) => values[k] ?? null, setItem() {}, removeItem() {} });
// A visitor with nothing stored: no session, so the header shows the way in.
Object.assign(globalThis, { localStorage: storage({}), sessionStorage: storage({}) });

const { renderHome, APP_ENTRY_ATTR, PRERENDER_CSS_ID, PRERENDER_GATE, PRERENDERED_ATTR, SHOW_CLASS } = createRequire(import.meta.url)(join(OUT, 'prerender.cjs'));
const { body, css } = renderHome();
const html = readFileSync(INDEX, 'utf8');
if (!html.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty root to fill (prerendered twice?)');
const entries = [...html.matchAll(/<script defer(?:="defer")? src="([^"]+)"><\/script>/g)];
if (entries.length !== 1) throw new Error(`expected one deferred entry script in dist/index.html, found ${entries.length}`);
const [tag, src] = entries[0];
writeFileSync(
  INDEX,
  html
    // Downloaded at once, started by the gate after the first paint.
    .replace(tag, `<link rel="preload" as="script" href="${src}" ${APP_ENTRY_ATTR}>`)
    .replace('</head>', `<style>[${PRERENDERED_ATTR}]{display:none}.${SHOW_CLASS} [${PRERENDERED_ATTR}]{display:block}</style><style id="${PRERENDER_CSS_ID}">${css}</style></head>`)
    .replace('<div id="root"></div>', `<script>${PRERENDER_GATE}</script><div id="root"><div ${PRERENDERED_ATTR}>${body}</div></div>`),
);
rmSync(OUT, { recursive: true, force: true });
const sha = createHash('sha256').update(PRERENDER_GATE).digest('base64');
console.log(`prerendered / into dist/index.html (${(body.length / 1024).toFixed(1)} KB markup, ${(css.length / 1024).toFixed(1)} KB CSS; gate script 'sha256-${sha}')`);
