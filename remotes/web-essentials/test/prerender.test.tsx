/** @jest-environment node */
// The web-build page rendered as the build renders it (no DOM): its first screen, its CSS and its head.
import { expectPrerendered } from '@sqw/platform/prerender-testing';
import { pagesFile } from '../src/prerender';

test('prerenders /web-essentials with its intro, packages, the questionnaire heading, styles and head', () => {
  const html = expectPrerendered(pagesFile(), {
    '/web-essentials': { heading: 'Websites Built for Sovereign Businesses', title: 'Web Essentials · SQW' },
  }).get('/web-essentials');
  expect(html).toContain('Website Packages');
  expect(html).toContain('Project Questionnaire');
  // The form itself (and its live estimate) loads when the visitor comes near it: its section
  // and heading are in the HTML, its fields are not.
  expect(html).toContain('id="questionnaire"');
  expect(html).not.toContain('Choose a package or a bundle to see your estimate.');
});
