import { initSession, loadRuntimeConfig } from '@sqw/platform';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { hydrateCopy } from './hydration';
import { installIntentPreload } from './remotes/preload';
import { registerConfiguredRemotes } from './remotes/registry';
import { ConfigError } from './pages/ConfigError';
import { isGuardedPage, preloadCurrentPage } from './preload-page';
import { hasVisibleCopy } from './prerender/copy';
import { routeTable } from './routes';
import { nextTask } from './start-steps';

const container = document.getElementById('root')!;

loadRuntimeConfig().then(
  async (config) => {
    // This module and react-dom, the last chunk to land, were evaluated in the task that landed
    // it: the app's own start begins a task of its own.
    await nextTask();
    registerConfiguredRemotes(config);
    const { routes, remoteRoutes } = routeTable(config.routes);
    installIntentPreload(remoteRoutes);
    await preloadCurrentPage(routes, window.location.pathname);
    // The page's code is here, so the first render is the page itself, as its copy shows it
    // (unless the copy is the sign-in page standing in for a members' page).
    if (hasVisibleCopy(container) && !isGuardedPage(routes, window.location.pathname)) hydrateCopy(container, <App routes={routes} hydrating />);
    else createRoot(container).render(<App routes={routes} />);
    // The session starts after the first render: auth code never delays the page.
    void initSession();
  },
  (err: Error) => createRoot(container).render(<ConfigError message={err.message} />),
);
