import { createConfig } from '@sqw/rspack-preset';

// The exposed modules are the pages listed in routes.json.
export default createConfig({ dir: import.meta.dirname, name: 'web_essentials', port: 3102, routes: 'routes.json' });
