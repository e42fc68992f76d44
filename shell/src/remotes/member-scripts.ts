import { MEMBER_FILES_META } from '@sqw/contracts/page-marks';

const isOk = (status: number) => status >= 200 && status < 300;

/** The status of a file this page has finished downloading, or undefined while it is not known. */
function finishedStatus(href: string, doc: Document): number | undefined {
  const url = new URL(href, doc.baseURI).href;
  const entry = performance.getEntriesByName?.(url, 'resource').at(-1) as (PerformanceEntry & { responseStatus?: number }) | undefined;
  // 0 where the browser does not report it: then the file is asked for again, below.
  return entry?.responseStatus || undefined;
}

function preloadScript(href: string, doc: Document): void {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.href = href;
  doc.head.appendChild(link);
}

/**
 * A members' page's scripts, made ready for the <script> elements that will run them. Called as
 * soon as the app's entry has asked for its own chunks.
 *
 * The gate script fetches a members' page's files at once where a session is stored, as fetch
 * preloads (shell/src/prerender/gate.ts). The federation runtime then loads the page's entry and
 * chunks with <script> elements, which a fetch preload does not serve: each of them would be
 * asked for again, from the HTTP cache, only after the app's own chunks have arrived and run, one
 * more step before the page shows. A script preload of each, made now, is what those <script>
 * elements take over from memory.
 *
 * Only for a file whose fetch answered with success: the script preload then comes from the HTTP
 * cache (a version's files never change) and cannot fail. A failed script preload would be taken
 * by the runtime's <script> after the remote comes back, and fail the area's Retry. A file still
 * downloading is asked for with fetch (which takes the gate's preload) and made a script preload
 * once it answers. The manifest stays a fetch preload: the runtime reads it with fetch.
 */
export function preloadMemberScripts(doc: Document = document): Promise<void> {
  const named = doc.querySelector<HTMLMetaElement>(`meta[name="${MEMBER_FILES_META}"]`)?.content.split(' ') ?? [];
  // The gate's preloads: present only where a session is stored.
  const fetched = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')].map((l) => l.getAttribute('href'));
  const scripts = named.filter((href) => href.endsWith('.js') && fetched.includes(href));
  const pending = scripts.map(async (href) => {
    const status = finishedStatus(href, doc);
    if (status !== undefined) {
      if (isOk(status)) preloadScript(href, doc);
      return;
    }
    try {
      // Same mode as the gate's preload, so this takes its response instead of asking again.
      const res = await fetch(href, { mode: 'cors', credentials: 'same-origin' });
      if (!isOk(res.status)) return;
      preloadScript(href, doc);
      // Read to the end, so nothing holds the download back.
      await res.arrayBuffer();
    } catch {
      // The runtime asks for it itself, and shows the area's error if it cannot be had.
    }
  });
  return Promise.all(pending).then(() => undefined);
}
