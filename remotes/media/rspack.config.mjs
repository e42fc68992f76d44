import { createConfig } from '@sqw/rspack-preset';

export default createConfig({
  dir: import.meta.dirname,
  name: 'media',
  port: 3103,
  exposes: { './SovereignSkiesPage': './src/SovereignSkiesPage.tsx' },
});
