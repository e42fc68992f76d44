import { createConfig } from '@sqw/rspack-preset';
import { SHELL } from '@sqw/contracts/areas';

// The container name and dev server port come from the area manifest (@sqw/contracts/areas).
// routes.json lists the shell's own pages, so a remote's release cannot claim one of them.
export default createConfig({ dir: import.meta.dirname, name: SHELL.container, port: SHELL.port, host: true, routes: 'routes.json' });
