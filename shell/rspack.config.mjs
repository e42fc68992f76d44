import { createConfig } from '@sqw/rspack-preset';

export default createConfig({ dir: import.meta.dirname, name: 'shell', port: 3000, host: true });
