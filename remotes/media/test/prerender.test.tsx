/** @jest-environment node */
// The media page rendered as the build renders it (no DOM): its first screen, its CSS and its head.
import { expectPrerendered } from '@sqw/platform/prerender-testing';
import { pagesFile } from '../src/prerender';

test('prerenders /sovereign-skies with its hero, packages, styles and head', () => {
  const html = expectPrerendered(pagesFile(), {
    '/sovereign-skies': { heading: 'Media That Sells Luxury', title: 'Sovereign Skies · SQW' },
  }).get('/sovereign-skies');
  expect(html).toContain('Real Estate Packages');
  expect(html).toContain('Ready to Elevate Your Media?');
  // The proposal dialog stays closed until a visitor opens it.
  expect(html).not.toContain('role="dialog"');
});
