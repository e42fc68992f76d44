import { preloadMemberScripts } from './remotes/member-scripts';

// A composed page carries the runtime config in its HTML; otherwise its request starts now, in
// parallel with the bootstrap chunks, instead of after them.
const inline = document.getElementById('sqw-config')?.textContent;
(globalThis as { __sqwConfig?: Promise<Response> }).__sqwConfig = inline
  ? Promise.resolve(new Response(inline, { headers: { 'content-type': 'application/json' } }))
  : fetch('/config.json', { cache: 'no-cache' });
// A members' page's own scripts, already downloading, become ready to run while the app's chunks load.
void preloadMemberScripts();
// The async boundary lets Module Federation negotiate shared singletons before React loads.
// It starts in a task of its own: the federation runtime's first calls (share scope, one script
// element per chunk) would otherwise add 60-80 ms under mobile throttling to this script's
// evaluation, one long task on a page already painted from its HTML.
setTimeout(() => import('./bootstrap'));
