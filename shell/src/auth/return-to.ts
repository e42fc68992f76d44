type Where = { pathname: string; search?: string; hash?: string };

/** Pages a signed-in member is never sent back to: they would only send them on again. */
const SIGN_IN_PAGES = new Set(['/login', '/register']);

/**
 * The page named by a `return_to` query parameter, as a path on this site. Anything that
 * would leave the site (another origin, a protocol-relative `//host`, `javascript:`) is
 * ignored, so a crafted link cannot use the sign-in pages to send a member elsewhere.
 */
export function returnToPath(search: string, origin = window.location.origin): string | null {
  const raw = new URLSearchParams(search).get('return_to');
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || SIGN_IN_PAGES.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a member goes once signed in: `return_to`, else the page that sent them to sign in, else the dashboard. */
export function afterSignIn(search: string, from?: Where): string {
  const back = returnToPath(search);
  if (back) return back;
  if (from && !SIGN_IN_PAGES.has(from.pathname)) return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  return '/dashboard';
}
