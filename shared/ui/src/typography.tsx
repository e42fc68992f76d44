import styled from 'styled-components';
import { media } from './theme';

export const Eyebrow = styled.p`
  color: ${(p) => p.theme.color.gold};
  text-transform: uppercase;
  letter-spacing: 0.2em;
  font-size: 0.8rem;
  margin: 0 0 12px;
`;

export const Title = styled.h1`
  font-size: clamp(2.2rem, 5vw, 3.6rem);
  background: linear-gradient(120deg, ${(p) => p.theme.color.goldLight}, ${(p) => p.theme.color.gold} 60%, ${(p) => p.theme.color.goldDark});
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

export const SectionTitle = styled.h2`
  font-size: clamp(1.7rem, 3.4vw, 2.5rem);
  color: ${(p) => p.theme.color.text};
  ${media.sm} {
    font-size: 1.6rem;
  }
`;

export const Lead = styled.p`
  color: ${(p) => p.theme.color.muted};
  font-size: 1.15rem;
  max-width: 680px;
`;

export const Muted = styled.p`
  color: ${(p) => p.theme.color.muted};
  margin: 0;
`;

export const Price = styled.p`
  font-family: ${(p) => p.theme.font.heading};
  color: ${(p) => p.theme.color.gold};
  font-size: 2rem;
  margin: 8px 0;
`;

/** A list of what something includes, each item behind a gold check mark. */
export const CheckList = styled.ul`
  list-style: none;
  padding: 0;
  li {
    position: relative;
    padding-left: 26px;
  }
  li::before {
    content: '✓';
    position: absolute;
    left: 0;
    color: ${(p) => p.theme.color.gold};
    font-weight: 700;
  }
`;
