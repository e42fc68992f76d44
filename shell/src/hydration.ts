import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { adoptCopyStyles } from './prerender/copy-styles';

/**
 * When the app's first render does not match the copy, React renders it again from scratch. That
 * is a second paint of the whole page, so it is reported, with the reason, for whoever looks.
 */
export function reportHydrationMismatch(error: unknown): void {
  console.warn('[hydration] the page was rendered again instead of hydrated:', error instanceof Error ? error.message : error);
}

/**
 * Hydrates the copy as a transition: React then yields to the browser every few milliseconds
 * instead of holding the main thread for the whole page. The copy is already on screen, so nothing
 * waits for hydration to finish, and a tap or a scroll in the middle of it is answered at once.
 * The copy's styles are adopted, not made again (prerender/copy-styles.ts).
 */
export function hydrateCopy(container: HTMLElement, app: ReactNode): void {
  adoptCopyStyles();
  startTransition(() => {
    hydrateRoot(container, app, { onRecoverableError: reportHydrationMismatch });
  });
}
