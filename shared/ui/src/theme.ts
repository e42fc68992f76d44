/** The luxury theme: near-black, warm gold, ivory text. */
export const theme = {
  color: {
    bg: '#0a0a0b',
    surface: '#141416',
    surfaceRaised: '#1c1c1f',
    border: '#2c2a26',
    gold: '#d4af37',
    goldLight: '#f1d67a',
    goldDark: '#a8841f',
    text: '#f5efe0',
    muted: '#b7ad97',
    danger: '#ff6b6b',
    success: '#5fd38d',
    info: '#6aa9ff',
    blue: '#4d8dff',
    green: '#46c37b',
  },
  // Short stacks: each family a browser does not have is one more font lookup for every size
  // and weight a page uses, all of them in the page's first layout. system-ui is the platform's
  // own face (San Francisco, Segoe UI, Roboto), which the longer lists used to name one by one.
  font: {
    heading: "'Playfair Display', Georgia, serif",
    body: "'Inter', system-ui, sans-serif",
  },
  radius: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  shadow: { card: '0 10px 30px rgba(0,0,0,0.45)', gold: '0 0 0 1px rgba(212,175,55,0.35), 0 12px 30px rgba(212,175,55,0.12)' },
  breakpoint: { sm: '640px', md: '900px', lg: '1200px' },
  headerHeight: '72px',
} as const;

export type Theme = typeof theme;

export const media = {
  sm: `@media (max-width: ${theme.breakpoint.sm})`,
  md: `@media (max-width: ${theme.breakpoint.md})`,
};
