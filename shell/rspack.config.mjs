import { createConfig } from '@sqw/rspack-preset';

// routes.json lists the shell's own pages, so a remote's release cannot claim one of them.
export default createConfig({ dir: import.meta.dirname, name: 'shell', port: 3000, host: true, routes: 'routes.json' });
