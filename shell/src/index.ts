import { CONFIG_ID } from '@sqw/contracts/page-marks';
import { preloadMemberScripts } from './remotes/member-scripts';

// A composed page carries the runtime config in its HTML; otherwise its request starts now, in
// parallel with the bootstrap chunks, instead of after them.
const inline = document.getElementById(CONFIG_ID)?.textContent;
(globalThis as { __sqwConfig?: Promise<Response> }).__sqwConfig = inline
  ? Promise.resolve(new Response(inline, { headers: { 'content-type': 'application/json' } }))
  : fetch('/config.json', { cache: 'no-cache' });
// The async boundary lets Module Federation negotiate shared singletons before React loads.
// The page is already painted from its HTML, so the app starts in steps, each a short task
// under mobile throttling rather than one long one. After this script's evaluation, two tasks
// ask for the chunks (the federation runtime's first calls, a script element per chunk): the
// app's components' chunks, then the bootstrap's others (react-dom among them). Asking for a
// dozen in one task made it the longest task after the first paint. The components are imported
// on their own for a second reason: their modules are then evaluated when their chunks land, and
// react-dom, the largest chunk and the last to land, with the bootstrap when it lands, instead of
// the whole graph in one task.
setTimeout(() => {
  import('./App').catch(() => undefined); // a chunk that fails here fails the bootstrap's import too
  setTimeout(() => {
    void import('./bootstrap');
    // A members' page's own scripts, already downloading, become ready to run while the app's
    // chunks load. Asked for after the chunks, in the same task: their answers (from memory) can
    // then never come before a chunk is asked for, as if the chunks had waited on them.
    void preloadMemberScripts();
  });
});
