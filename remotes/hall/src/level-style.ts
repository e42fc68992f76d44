import type { DefaultTheme } from 'styled-components';

export type LevelTier = 'crown' | 'blue' | 'green';

/** Level 6 and above: gold crown style; 4 to 5: blue; below 4: green. */
export const tierOf = (level: number): LevelTier => (level >= 6 ? 'crown' : level >= 4 ? 'blue' : 'green');

export const tierColor = (tier: LevelTier, theme: DefaultTheme) =>
  tier === 'crown' ? theme.color.gold : tier === 'blue' ? theme.color.blue : theme.color.green;
