import { Card, Container, Grid, Section, SectionTitle } from '@sqw/ui';
import styled from 'styled-components';
import { TESTIMONIALS } from './content';

const Quote = styled(Card).attrs({ as: 'figure' })`
  margin: 0;
  blockquote {
    margin: 0 0 16px;
    font-style: italic;
  }
  figcaption strong {
    display: block;
    color: ${(p) => p.theme.color.gold};
  }
  figcaption span {
    color: ${(p) => p.theme.color.muted};
    font-size: 0.9rem;
  }
`;

export function Testimonials() {
  return (
    <Section aria-labelledby="testimonials-title">
      <Container>
        <SectionTitle id="testimonials-title">What Our Clients Say</SectionTitle>
        <Grid $fit>
          {TESTIMONIALS.map((t) => (
            <Quote key={t.name}>
              <blockquote>“{t.content}”</blockquote>
              <figcaption>
                <strong>{t.name}</strong>
                <span>{t.role}</span>
              </figcaption>
            </Quote>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
