import { createConfig } from '@sqw/rspack-preset';
import { remoteOf } from '@sqw/contracts/areas';

// The container name and dev server port come from the area manifest (@sqw/contracts/areas).
// Each page listed in routes.json is exposed as its own chunk: a route loads only the page it shows.
const { container, devPort } = remoteOf('store');
export default createConfig({ dir: import.meta.dirname, name: container, port: devPort, routes: 'routes.json' });
