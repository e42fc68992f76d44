import { LEVELS } from '@sqw/contracts/hall-copy';
import { Container, Section, SectionTitle } from '@sqw/ui';
import styled, { useTheme } from 'styled-components';
import { tierColor, tierOf } from '../level-style';

const Path = styled.ol`
  list-style: none;
  padding: 0;
  margin: 32px 0 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 16px;
`;

const Step = styled.li<{ $color: string }>`
  border: 1px solid ${(p) => p.$color};
  border-radius: ${(p) => p.theme.radius.md};
  padding: 18px 14px;
  text-align: center;
  background: ${(p) => p.theme.color.surfaceRaised};
  span {
    display: block;
    color: ${(p) => p.$color};
    font-weight: 700;
    letter-spacing: 0.1em;
    font-size: 0.8rem;
  }
  strong {
    display: block;
    margin: 6px 0;
    font-family: ${(p) => p.theme.font.heading};
    font-size: 1.1rem;
  }
  em {
    color: ${(p) => p.theme.color.muted};
    font-style: normal;
    font-size: 0.9rem;
  }
`;

export function Levels() {
  const theme = useTheme();
  return (
    <Section $tone="raised" aria-labelledby="path-title">
      <Container>
        <SectionTitle id="path-title">The Path to Immortality</SectionTitle>
        <p>Seven levels of passive income. Where are you on the path?</p>
        <Path>
          {LEVELS.map((l) => (
            <Step key={l.level} $color={tierColor(tierOf(l.level), theme)}>
              <span>
                {tierOf(l.level) === 'crown' ? '♛ ' : ''}LEVEL {l.level}
              </span>
              <strong>{l.title}</strong>
              <em>{l.threshold}</em>
            </Step>
          ))}
        </Path>
      </Container>
    </Section>
  );
}
