// The browser project runs under jest-fixed-jsdom (jsdom with Node's fetch, Request, Response,
// Headers, FormData, Blob, streams, TextEncoder and BroadcastChannel, which MSW needs). It leaves
// jsdom's File, which is not a Blob to Node's FormData: a file appended to a form would lose its
// name and bytes (mswjs/jest-fixed-jsdom#31). Node's File is the one MSW's own Jest recipe uses.
Object.assign(globalThis, { File: require('node:buffer').File });

// A page's first render compiles its lazy imports under Jest (a whole site's render, several),
// which on a loaded two-core machine (CI runs the two projects side by side) takes longer than
// Testing Library's default second: findBy* and waitFor wait up to eight, and a test up to twenty.
require('@testing-library/dom').configure({ asyncUtilTimeout: 8000 });
/* global jest -- the setup file runs in the test's module scope, which has Jest's object */
jest.setTimeout(20_000);
