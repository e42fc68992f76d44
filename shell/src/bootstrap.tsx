import { loadRuntimeConfig } from '@sqw/platform';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerConfiguredRemotes } from './remotes/registry';
import { ConfigError } from './pages/ConfigError';

const root = createRoot(document.getElementById('root')!);

loadRuntimeConfig().then(
  (config) => {
    registerConfiguredRemotes(config);
    root.render(<App />);
  },
  (err: Error) => root.render(<ConfigError message={err.message} />),
);
