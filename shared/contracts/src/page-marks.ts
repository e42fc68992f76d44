// What the shell's prerender and the site's composer agree on, without zod: the shell's browser
// bundle reads these too.
/**
 * Where the shell's document and frame take the composed parts (shell/scripts/prerender.mjs writes
 * them). The config goes after the app's root, since the app hydrates everything inside it.
 */
export const MARKS = { head: '<!--sqw-head-->', page: '<!--sqw-page-->', config: '<!--sqw-config-->', slot: '<sqw-slot></sqw-slot>' } as const;

/** The shell's page answered for an unknown path (no route can have it: route paths never start with _). */
export const NOT_FOUND_PATH = '/_not-found';
/** The shell's page answered for a members' page, to whoever is signed out. */
export const LOGIN_PATH = '/login';

/** The id of the runtime config a composed page carries after the app's root. */
export const CONFIG_ID = 'sqw-config';

/**
 * The id of the empty element that ends a page's opening (its hero). A composed page's first paint
 * waits until the parser has reached it, so the opening is painted whole, in one frame.
 */
export const OPENING_END_ID = 'opening-end';

/** The attribute on <html> saying who a composed page's copy is for (absent: everyone). */
export const AUDIENCE_ATTR = 'data-audience';

/** The attribute on the box a composed page's copy sits in (the composer writes it, the app renders it). */
export const PRERENDERED_ATTR = 'data-prerendered';
/** The attribute the app adds to that box once it has hydrated the copy. */
export const HYDRATED_ATTR = 'data-hydrated';
/** A copy the app has not taken over yet: none left once it has hydrated the copy or rendered over it. */
export const COPY_BEFORE_APP = `[${PRERENDERED_ATTR}]:not([${HYDRATED_ATTR}])`;

/** The meta element naming a members' page's files, which the gate fetches when a session is stored. */
export const MEMBER_FILES_META = 'sqw-member-files';
