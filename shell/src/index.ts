// The config request starts now, in parallel with the bootstrap chunks, instead of after them.
(globalThis as { __sqwConfig?: Promise<Response> }).__sqwConfig = fetch('/config.json', { cache: 'no-cache' });
// The async boundary lets Module Federation negotiate shared singletons before React loads.
import('./bootstrap');
