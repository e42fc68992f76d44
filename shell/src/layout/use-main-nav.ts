import { useSession } from '@sqw/platform';
import { mainNav, type NavItem } from './nav';

/** The main navigation for whoever is signed in now (a visitor's while the session loads). */
export function useMainNav(): NavItem[] {
  const { user } = useSession();
  return mainNav(Boolean(user));
}
