import { createConfig } from '@sqw/rspack-preset';
import { remoteOf } from '@sqw/contracts/areas';

// The container name and dev server port come from the area manifest (@sqw/contracts/areas).
// The exposed modules are the pages listed in routes.json.
const { container, devPort } = remoteOf('hall');
export default createConfig({ dir: import.meta.dirname, name: container, port: devPort, routes: 'routes.json' });
