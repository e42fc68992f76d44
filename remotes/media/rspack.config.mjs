import { createConfig } from '@sqw/rspack-preset';

// The exposed modules are the pages listed in routes.json.
export default createConfig({ dir: import.meta.dirname, name: 'media', port: 3103, routes: 'routes.json' });
