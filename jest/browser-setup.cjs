// The browser project runs under jest-fixed-jsdom (jsdom with Node's fetch, Request, Response,
// Headers, FormData, Blob, streams, TextEncoder and BroadcastChannel, which MSW needs). It leaves
// jsdom's File, which is not a Blob to Node's FormData: a file appended to a form would lose its
// name and bytes (mswjs/jest-fixed-jsdom#31). Node's File is the one MSW's own Jest recipe uses.
Object.assign(globalThis, { File: require('node:buffer').File });
