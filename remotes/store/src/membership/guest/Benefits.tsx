import { Card, Container, Grid, Section, SectionTitle } from '@sqw/ui';
import styled from 'styled-components';
import { BENEFITS } from './content';

const Benefit = styled(Card)`
  h3 {
    margin: 0 0 8px;
    color: ${(p) => p.theme.color.gold};
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.muted};
  }
`;

export function Benefits() {
  return (
    <Section aria-labelledby="benefits-title">
      <Container>
        <SectionTitle id="benefits-title">Why Coach With Us</SectionTitle>
        <Grid $fit $min="240px">
          {BENEFITS.map((b) => (
            <Benefit key={b.title}>
              <h3>{b.title}</h3>
              <p>{b.text}</p>
            </Benefit>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
