import { createConfig } from '@sqw/rspack-preset';

// The exposed modules are the pages listed in routes.json.
export default createConfig({ dir: import.meta.dirname, name: 'admin', port: 3105, routes: 'routes.json' });
