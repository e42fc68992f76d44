import { CONTENT_BLOCKS, type ContentKey } from '@sqw/contracts/site-copy';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { fetchContent } from './reads';

type Blocks = Record<string, string>;

// One request per page load, shared by every section: the texts change rarely (admin edits)
// and a later visit to home must not flash the fallbacks again.
let loaded: Blocks | null = null;
let pending: Promise<Blocks> | null = null;

function loadBlocks(): Promise<Blocks> {
  pending ??= fetchContent()
    .then((r) => {
      // An answer without blocks (a proxy's page, a service answering something else) is a
      // failure like any other: the fallbacks stay, and the page never reads a missing map.
      if (typeof r?.blocks !== 'object' || r.blocks === null) throw new Error('The site texts came back without blocks.');
      return (loaded = r.blocks);
    })
    .catch((err: unknown) => {
      pending = null; // let the next page try again
      throw err;
    });
  return pending;
}

/**
 * The editable home/about texts. Renders the contract's fallbacks at once and swaps in the
 * admin's versions when they arrive; if the site service is away the fallbacks simply stay.
 */
export function useContent(): (key: ContentKey) => string {
  const [blocks, setBlocks] = useState<Blocks>(() => loaded ?? {});
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadBlocks().then(
      // The page is on screen with the fallbacks: swapping the texts in may yield to the browser.
      (b) => live && startTransition(() => setBlocks(b)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return useCallback((key) => blocks[key] ?? CONTENT_BLOCKS[key].fallback, [blocks]);
}

/** Tests start from an empty cache. */
export function forgetContent(): void {
  loaded = null;
  pending = null;
}
