import { initSession, loadRuntimeConfig } from '@sqw/platform';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { installIntentPreload } from './remotes/preload';
import { registerConfiguredRemotes } from './remotes/registry';
import { ConfigError } from './pages/ConfigError';
import { preloadCurrentPage } from './preload-page';
import { routeTable } from './routes';

const root = createRoot(document.getElementById('root')!);

loadRuntimeConfig().then(
  async (config) => {
    registerConfiguredRemotes(config);
    const { routes, remoteRoutes } = routeTable(config.routes);
    installIntentPreload(remoteRoutes);
    await preloadCurrentPage(routes, window.location.pathname);
    root.render(<App routes={routes} />);
    // The session starts after the first paint: auth code never delays the page.
    void initSession();
  },
  (err: Error) => root.render(<ConfigError message={err.message} />),
);
