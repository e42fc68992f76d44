/**
 * How the e2e suites and the bench start Chromium: headless, and quiet (no first-run screens,
 * background fetches, component updates or sync), so nothing but the page under test uses the
 * network or the CPU.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
