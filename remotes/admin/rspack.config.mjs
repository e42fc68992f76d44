import { createConfig } from '@sqw/rspack-preset';

export default createConfig({
  dir: import.meta.dirname,
  name: 'admin',
  port: 3105,
  exposes: { './AdminApp': './src/AdminApp.tsx' },
});
