import { theme } from '../src';

const families = (stack: string) => stack.split(',').map((f) => f.trim().replace(/^'(.*)'$/, '$1'));
const GENERIC = ['serif', 'sans-serif', 'system-ui', 'monospace'];

// Every family a browser lacks costs one font lookup per size and weight a page uses, all in
// the page's first layout: a stack is the brand's face, at most one stand-in, and a generic family.
test.each(Object.entries(theme.font))('the %s stack names the brand face, one stand-in and a generic family', (_name, stack) => {
  const list = families(stack);
  expect(list.length).toBeLessThanOrEqual(3);
  expect(GENERIC).toContain(list.at(-1));
  expect(GENERIC).not.toContain(list[0]);
});
