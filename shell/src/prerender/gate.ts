/**
 * The inline script of the prerendered index.html, run before the prerendered home page can
 * paint. Its text is hashed into the Content-Security-Policy (infra/deploy/nginx/headers.conf).
 *
 * 1. The copy is hidden by default and shown only to whoever would see the home page at this
 *    address: a returning visitor at '/' who is not signed in (a first visit gets the splash,
 *    other routes their own page, and a member a home page without the copy's invitations to
 *    register, all of which the app renders). A stored supabase-js session means signed in.
 * 2. The app's entry script, already downloading through <link rel=preload data-app>, starts
 *    once the browser has painted a frame: the copy is never held back by script work (a timer
 *    stands in where frames do not run, as in a background tab).
 */
export const PRERENDER_GATE =
  "try{var m=/^sb-.+-auth-token$/,k=Object.keys(localStorage).concat(Object.keys(sessionStorage));" +
  "if(location.pathname==='/'&&localStorage.getItem('has_visited')&&!k.some(function(x){return m.test(x)}))document.documentElement.classList.add('prerender')}catch(e){}" +
  "(function(){var a=document.querySelector('link[data-app]'),d=0;if(!a)return;" +
  "function go(){if(d)return;d=1;var s=document.createElement('script');s.src=a.href;document.head.appendChild(s)}" +
  'requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,1000)})()';

/** The attribute of the preload link naming the app's entry script. */
export const APP_ENTRY_ATTR = 'data-app';

/** The class the gate sets on <html> to show the prerendered copy. */
export const SHOW_CLASS = 'prerender';

/** The attribute on the prerendered copy's wrapper. */
export const PRERENDERED_ATTR = 'data-prerendered';
/** The id of the prerendered copy's styles, removed with it. */
export const PRERENDER_CSS_ID = 'prerender-css';
