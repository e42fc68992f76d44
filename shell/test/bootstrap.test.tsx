import { loadRuntimeConfig } from '@sqw/platform';
import { registerConfiguredRemotes } from '../src/remotes/registry';

jest.mock('@sqw/platform', () => ({ loadRuntimeConfig: jest.fn(), initSession: jest.fn() }));
jest.mock('../src/App', () => ({ App: () => null }));
jest.mock('../src/hydration', () => ({ hydrateCopy: jest.fn() }));
jest.mock('../src/remotes/preload', () => ({ installIntentPreload: jest.fn() }));
jest.mock('../src/remotes/registry', () => ({ registerConfiguredRemotes: jest.fn() }));
jest.mock('../src/preload-page', () => ({ isGuardedPage: () => false, preloadCurrentPage: async () => undefined }));
jest.mock('../src/routes', () => ({ routeTable: () => ({ routes: [], remoteRoutes: [] }) }));
jest.mock('react-dom/client', () => ({ createRoot: () => ({ render: jest.fn() }) }));

test("the app's own start waits for a task after the one that evaluated the bootstrap and react-dom", async () => {
  jest.useFakeTimers();
  document.body.innerHTML = '<div id="root"></div>';
  (loadRuntimeConfig as jest.Mock).mockResolvedValue({ routes: [] });
  require('../src/bootstrap');
  // Every microtask of the evaluating task has run: the config is read, nothing else.
  for (let i = 0; i < 10; i++) await Promise.resolve();
  expect(registerConfiguredRemotes).not.toHaveBeenCalled();
  jest.advanceTimersToNextTimer();
  for (let i = 0; i < 10; i++) await Promise.resolve();
  expect(registerConfiguredRemotes).toHaveBeenCalledTimes(1);
});
