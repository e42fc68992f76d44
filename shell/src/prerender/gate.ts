import { MEMBER_FILES_META } from '@sqw/contracts/page-marks';

/**
 * The inline script of index.html, run before a composed page's prerendered copy can paint. Its
 * text is hashed into the Content-Security-Policy (infra/deploy/nginx/headers.conf).
 *
 * 1. The copy shows by default, so a visitor without JavaScript (or a crawler) reads the page. The
 *    composer marks a copy meant for signed-out visitors only with <html data-audience>: "visitor"
 *    (the sign-in page answered for a members' page) or "returning" (the home page, which a first
 *    visit does not get: it gets the splash). The gate hides such a copy from whoever would not
 *    see it, so nobody sees a page flash before the app shows theirs. A stored supabase-js
 *    session means signed in.
 * 2. A members' page answered to a browser with a stored session: the page's own files, named by
 *    the composer in <meta name="sqw-member-files">, are fetched at once, beside the app's script,
 *    instead of one after another once the app asks for them. Without a session the sign-in page
 *    is what shows, and nothing of the members' page is downloaded.
 * 3. The app's entry script, already downloading through <link rel=preload data-app>, starts
 *    once the whole copy is parsed and the frame that shows it has been painted: the copy is never
 *    held back by script work. Not after the first frame alone: while the copy is still parsing,
 *    that frame may hold nothing but the page's background, and an entry that arrives before the
 *    copy's own frame would run in front of it. A timer stands in where frames do not run, as in
 *    a background tab.
 */
export const PRERENDER_GATE =
  // Storage is read only where a page needs it: the first read of a fresh profile's storage can
  // hold the parser for tens of milliseconds under a slow CPU, before the copy's first paint.
  `try{var d=document.documentElement,a=d.getAttribute('data-audience'),f=document.querySelector('meta[name=${MEMBER_FILES_META}]');` +
  'if(a||f){var m=/^sb-.+-auth-token$/,k=Object.keys(localStorage).concat(Object.keys(sessionStorage)),s=k.some(function(x){return m.test(x)});' +
  "if(a&&(s||(a==='returning'&&!localStorage.getItem('has_visited'))))d.classList.add('sqw-hide');" +
  "if(s&&f)f.content.split(' ').forEach(function(h){" +
  "var l=document.createElement('link');l.rel='preload';l.setAttribute('as','fetch');l.crossOrigin='anonymous';l.href=h;document.head.appendChild(l)})}}catch(e){}" +
  "(function(){var a=document.querySelector('link[data-app]'),d=0;if(!a)return;" +
  "function go(){if(d)return;d=1;var s=document.createElement('script');s.src=a.href;document.head.appendChild(s)}" +
  'function parsed(){requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,1000)}' +
  "document.readyState==='loading'?document.addEventListener('DOMContentLoaded',parsed):parsed()})()";

/** The attribute of the preload link naming the app's entry script. */
export const APP_ENTRY_ATTR = 'data-app';

/** The class the gate sets on <html> to hide the prerendered copy. */
export const HIDE_CLASS = 'sqw-hide';

/** The id of the prerendered copy's styles, removed with it. */
export const PRERENDER_CSS_ID = 'prerender-css';
export { AUDIENCE_ATTR, HYDRATED_ATTR, PRERENDERED_ATTR } from '@sqw/contracts/page-marks';
