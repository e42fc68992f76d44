import { setRuntimeConfig, type LiveRoute } from '@sqw/platform';
import { renderWithProviders } from '@sqw/platform/testing';
import { AppRoutes } from '../../src/App';
import { registerConfiguredRemotes } from '../../src/remotes/registry';
import { routeTable } from '../../src/routes';

// The whole shell (header, footer, its own pages) over remote pages that render their module's
// id as a heading. Callers mock '@module-federation/enhanced/runtime' (jest hoists it per file).

const ROUTES: LiveRoute[] = [
  { path: '/sqw-hall', module: 'HallPage', title: 'The SQW Hall', guard: null, remote: 'hall' },
  { path: '/dashboard', module: 'DashboardPage', title: 'Your Dashboard', guard: 'member', remote: 'store' },
  { path: '/guest/infinitrii-nexus', module: 'CoachingGuestPage', title: 'Coaching', guard: null, remote: 'store' },
  { path: '/infinitrii-nexus', module: 'CoachingPage', title: 'Coaching', guard: 'member', remote: 'store' },
];

/** The shell's route table at `path`, with the live config above; the shell's layout renders its own toasts. */
export function renderSite(path: string) {
  window.scrollTo = () => undefined;
  const config = { remotes: { hall: 'http://hall.test/mf-manifest.json', store: 'http://store.test/mf-manifest.json' }, services: {}, routes: ROUTES };
  setRuntimeConfig(config);
  registerConfiguredRemotes({ ...config });
  return renderWithProviders(<AppRoutes routes={routeTable(ROUTES).routes} />, { route: path, toaster: false });
}
