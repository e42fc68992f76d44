import { hasVisibleCopy } from './prerender/copy';

/**
 * How the app starts once its entry script has run: what it asks for, and in which tasks.
 *
 * Asking for a shared library is the federation runtime's work (it resolves the library in the
 * share scope, then adds a <script> for the chunk that provides it), a few milliseconds each under
 * mobile throttling and more on a busy phone. Asked for all at once, as the app's first import
 * does, they make one task of over a hundred milliseconds.
 */

type Load = () => Promise<unknown>;

/**
 * The federation's shared singletons (@sqw/rspack-preset), with the subpaths the shell imports,
 * in the order they are asked for. Asking for a library also asks for the shared libraries it
 * imports, so each comes after those: every step then adds the one chunk of its own library (the
 * first asked for react-dom's four-kilobyte index brought react with it, two requests in one task).
 * react-dom/client, the largest download by far (react-dom's renderer and the scheduler), comes
 * as soon as what it imports is asked for. Once a library is asked for, the app's own imports
 * find it on its way.
 */
export const SHARED_LIBRARIES: Readonly<Record<string, Load>> = {
  react: () => import('react'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'styled-components': () => import('styled-components'),
  zustand: () => import('zustand'),
  '@sqw/router': () => import('@sqw/router'),
  '@sqw/ui': () => import('@sqw/ui'),
  '@sqw/platform': () => import('@sqw/platform'),
};

/** Runs each step in a task of its own, in order, so the browser can paint and answer input between them. */
export function inTasks(steps: readonly (() => void)[]): void {
  const [first, ...rest] = steps;
  if (!first) return;
  setTimeout(() => {
    first();
    inTasks(rest);
  });
}

/** A load whose failure is reported elsewhere: a chunk that fails here fails the bootstrap's import too. */
export const quietly = (load: Load) => () => void load().catch(() => undefined);

/**
 * Starts the app in steps, each a task of its own: the app's components, then the bootstrap. A
 * page already painted from its HTML (a copy in `root` that this visitor sees) waits for a page
 * that answers at once, not for its first paint: the shared libraries are then asked for first,
 * one per task. Elsewhere nothing shows until the app renders, and every chunk is asked for in
 * the first two tasks, so none waits for another's answer.
 */
export function startApp(
  root: HTMLElement | null,
  steps: { app: () => void; bootstrap: () => void },
  libraries: Readonly<Record<string, Load>> = SHARED_LIBRARIES,
): void {
  const first = hasVisibleCopy(root) ? Object.values(libraries).map(quietly) : [];
  inTasks([...first, steps.app, steps.bootstrap]);
}

/** Resolves in a later task: the work after it starts a task of its own. */
export const nextTask = () => new Promise<void>((resolve) => void setTimeout(resolve));
