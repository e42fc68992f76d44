import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while a page's HTML is the server's (the server render, and the render that hydrates that
 * HTML), true once the app owns it, and true from the start for whatever the app renders itself
 * (a later page, a dialog). React renders a hydrated component again, at once, when the value
 * changes, so what depends on it switches right after hydration and never mismatches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
