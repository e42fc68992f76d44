import { useEffect } from 'react';

/**
 * Names the browser tab while the page is shown. An effect, so a prerendered page's first render
 * stays the server's; null leaves the name to whoever sets it (the page around a component).
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}
