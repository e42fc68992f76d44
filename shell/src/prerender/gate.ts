/**
 * The inline script that runs before the prerendered home page can paint. The copy is hidden
 * by default and shown only to whoever would see the home page at this address: a returning
 * visitor at '/' (a first visit gets the splash, other routes their own page, which the app
 * renders). Its text is hashed into the Content-Security-Policy (infra/deploy/nginx/headers.conf).
 */
export const PRERENDER_GATE =
  "try{if(location.pathname==='/'&&localStorage.getItem('has_visited'))document.documentElement.classList.add('prerender')}catch(e){}";

/** The class the gate sets on <html> to show the prerendered copy. */
export const SHOW_CLASS = 'prerender';

/** The attribute on the prerendered copy's wrapper. */
export const PRERENDERED_ATTR = 'data-prerendered';
/** The id of the prerendered copy's styles, removed with it. */
export const PRERENDER_CSS_ID = 'prerender-css';
