import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { RENDER_ALL_CLASS, scrollToElement, scrollToId, Section, theme } from '../src';

const laidOutWhole = () => document.documentElement.classList.contains(RENDER_ALL_CLASS);
const styleText = () => Array.from(document.querySelectorAll('style'), (s) => s.textContent ?? '').join('\n');

afterEach(() => document.documentElement.classList.remove(RENDER_ALL_CLASS));

describe('sections off screen', () => {
  it('are skipped until near, and laid out whole once the page has to be', () => {
    const { container } = render(
      <ThemeProvider theme={theme}>
        <Section>copy</Section>
      </ThemeProvider>,
    );
    // One space where the stylesheet has any, none around braces and colons.
    const css = styleText()
      .replace(/\s+/g, ' ')
      .replace(/\s*([{}:;])\s*/g, '$1');
    const [own] = Array.from(container.querySelector('section')!.classList).filter((c) => css.includes(`.${c}{content-visibility:auto;`));
    expect(own).toBeDefined();
    expect(css).toContain(`.${RENDER_ALL_CLASS} .${own}{content-visibility:visible;}`);
  });
});

describe('scrollToElement', () => {
  it('lays the page out whole, then scrolls smoothly to the element', () => {
    const el = document.createElement('div');
    el.scrollIntoView = jest.fn(() => expect(laidOutWhole()).toBe(true));
    scrollToElement(el, { block: 'center' });
    expect(el.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'center' });
  });

  it('finds the element by id and passes the scroll options on', () => {
    const el = document.createElement('section');
    el.id = 'apply';
    el.scrollIntoView = jest.fn();
    document.body.append(el);
    scrollToId('apply', { behavior: 'instant' });
    expect(el.scrollIntoView).toHaveBeenCalledWith({ behavior: 'instant', block: 'start' });
    el.remove();
  });

  it('does nothing, and leaves the page as it is, when there is no such element', () => {
    scrollToId('nowhere');
    expect(laidOutWhole()).toBe(false);
  });
});
