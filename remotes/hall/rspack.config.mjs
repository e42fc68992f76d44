import { createConfig } from '@sqw/rspack-preset';

// The exposed modules are the pages listed in routes.json.
export default createConfig({ dir: import.meta.dirname, name: 'hall', port: 3104, routes: 'routes.json' });
