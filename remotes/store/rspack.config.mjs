import { createConfig } from '@sqw/rspack-preset';

// Each page listed in routes.json is exposed as its own chunk: a route loads only the page it shows.
export default createConfig({ dir: import.meta.dirname, name: 'store', port: 3101, routes: 'routes.json' });
