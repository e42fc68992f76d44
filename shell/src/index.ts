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
// The page is already painted from its HTML, so the app starts in steps of their own, each a
// short task under mobile throttling rather than one long one:
// - after this script's evaluation, the federation runtime's first calls and the app's
//   components' chunks (their script elements) start in a task of their own;
// - react-dom's chunks are asked for in the next task, downloading alongside, and being the
//   largest they land last: the components' modules are evaluated when theirs land, and react-dom
//   with the bootstrap when it lands, instead of the whole graph at once.
setTimeout(() => {
  import('./App').catch(() => undefined); // a chunk that fails here fails the bootstrap's import too
  setTimeout(() => import('./bootstrap'));
});
