import { createConfig } from '@sqw/rspack-preset';

export default createConfig({
  dir: import.meta.dirname,
  name: 'hall',
  port: 3104,
  exposes: { './HallPage': './src/HallPage.tsx' },
});
