import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { scroll-behavior: smooth; scroll-padding-top: ${(p) => p.theme.headerHeight}; }
  body {
    margin: 0;
    background: ${(p) => p.theme.color.bg};
    color: ${(p) => p.theme.color.text};
    font-family: ${(p) => p.theme.font.body};
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { font-family: ${(p) => p.theme.font.heading}; line-height: 1.2; margin: 0 0 0.5em; }
  a { color: ${(p) => p.theme.color.goldLight}; }
  img { max-width: 100%; }
  :focus-visible { outline: 2px solid ${(p) => p.theme.color.goldLight}; outline-offset: 3px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
  .sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0,0,0,0); white-space: nowrap; border: 0; }
`;
