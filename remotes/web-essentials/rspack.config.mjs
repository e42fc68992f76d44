import { createConfig } from '@sqw/rspack-preset';

export default createConfig({
  dir: import.meta.dirname,
  name: 'web_essentials',
  port: 3102,
  exposes: { './WebEssentialsPage': './src/WebEssentialsPage.tsx' },
});
