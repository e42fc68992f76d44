// Turns dist/index.html into the document every page is composed into, and renders the shell's
// public pages and the site's frame into dist/sqw-pages.json (src/prerender/). The site service
// composes a request's page from the live releases; dist/index.html alone, served when it cannot,
// is the plain app.
import { loadPrerenderEntry, writePages } from '@sqw/rspack-preset/prerender.mjs';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const DIR = resolve(import.meta.dirname, '..');
const INDEX = join(DIR, 'dist/index.html');

const { pagesFile, APP_ENTRY_ATTR, HIDE_CLASS, MARKS, PRERENDER_GATE, PRERENDERED_ATTR } = await loadPrerenderEntry({
  dir: DIR,
  entry: './src/prerender/pages.tsx',
});
const html = readFileSync(INDEX, 'utf8');
if (!html.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty root to fill (prerendered twice?)');
const entries = [...html.matchAll(/<script defer(?:="defer")? src="([^"]+)"><\/script>/g)];
if (entries.length !== 1) throw new Error(`expected one deferred entry script in dist/index.html, found ${entries.length}`);
const [tag, src] = entries[0];
const document = html
  // Downloaded at once, started by the gate after the first paint.
  .replace(tag, `<link rel="preload" as="script" href="${src}" ${APP_ENTRY_ATTR}>`)
  .replace('</head>', `<style>[${PRERENDERED_ATTR}]{display:contents}.${HIDE_CLASS} [${PRERENDERED_ATTR}]{display:none}</style>${MARKS.head}</head>`)
  .replace('<div id="root"></div>', `<script>${PRERENDER_GATE}</script><div id="root">${MARKS.page}</div>${MARKS.config}`);
writeFileSync(INDEX, document);
writePages(DIR, { ...pagesFile(), document });
const sha = createHash('sha256').update(PRERENDER_GATE).digest('base64');
console.log(`gate script 'sha256-${sha}'`);
