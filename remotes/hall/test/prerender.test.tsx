/** @jest-environment node */
// The hall's public page rendered as the build renders it (no DOM): its first screen, its CSS,
// its head, and the shared-legend declaration the site composer follows for ?legend=<id>.
import { expectPrerendered } from '@sqw/platform/prerender-testing';
import { pagesFile } from '../src/prerender';

test('prerenders /sqw-hall with its hero, styles, head and shared legend head', () => {
  const html = expectPrerendered(pagesFile(), {
    '/sqw-hall': {
      heading: 'Where Passive Income Becomes Legacy',
      title: 'The SQW Hall · SQW',
      shared: { param: 'legend', service: 'hall', path: '/legends/{legend}/head' },
    },
  }).get('/sqw-hall');
  expect(html).toContain('The Path to Immortality');
  expect(html).toContain('Legend Application');
});
