import { CONFIG_ID } from '@sqw/contracts/page-marks';
import { preloadMemberScripts } from './remotes/member-scripts';
import { quietly, startApp } from './start-steps';

// A composed page carries the runtime config in its HTML; otherwise its request starts now, in
// parallel with the bootstrap chunks, instead of after them.
const inline = document.getElementById(CONFIG_ID)?.textContent;
(globalThis as { __sqwConfig?: Promise<Response> }).__sqwConfig = inline
  ? Promise.resolve(new Response(inline, { headers: { 'content-type': 'application/json' } }))
  : fetch('/config.json', { cache: 'no-cache' });

// The async boundary lets Module Federation negotiate shared singletons before React loads. The
// components are imported on their own so that their modules are evaluated when their chunks
// land, and the bootstrap when react-dom, the largest chunk and the last to land, does, instead
// of the whole graph in one task.
startApp(document.getElementById('root'), {
  app: quietly(() => import('./App')),
  bootstrap: () => {
    void import('./bootstrap');
    // A members' page's own scripts, already downloading, become ready to run while the app's
    // chunks load. Asked for after the chunks, in the same task: their answers (from memory) can
    // then never come before a chunk is asked for, as if the chunks had waited on them.
    void preloadMemberScripts();
  },
});
