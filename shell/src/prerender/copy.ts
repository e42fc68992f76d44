import { HIDE_CLASS, PRERENDERED_ATTR } from './gate';

/**
 * Whether the root holds a composed page's copy that this visitor sees: the app then hydrates it
 * instead of rendering over it. A copy the gate hid (meant for someone else) is rendered over.
 * Free of React, so the app's entry can ask it before any library has loaded.
 */
export function hasVisibleCopy(root: HTMLElement | null): boolean {
  return root?.firstElementChild?.hasAttribute(PRERENDERED_ATTR) === true && !document.documentElement.classList.contains(HIDE_CLASS);
}
