import { Card, Container, Section, SectionTitle } from '@sqw/ui';
import styled from 'styled-components';
import { SpacedGrid } from '../pages/page-parts';

const PILLARS = [
  { mark: 'I', title: 'Financial Literacy', text: 'Understand how money works: budgets, credit, banking and the accounts that put you in control.' },
  { mark: 'II', title: 'Investing & Crypto', text: 'Stocks and digital assets with a plan, not a gamble, and the security to keep what you earn.' },
  { mark: 'III', title: 'Protection', text: 'Life insurance and the right structures to protect your family and everything you build.' },
  { mark: 'IV', title: 'Legacy', text: 'Trusts, LLCs and generational planning so your wealth outlives you and serves those you love.' },
];

const Pillar = styled(Card)`
  text-align: center;
  span {
    display: inline-grid;
    place-items: center;
    width: 52px;
    height: 52px;
    margin-bottom: 8px;
    border-radius: 50%;
    border: 1px solid ${(p) => p.theme.color.gold};
    color: ${(p) => p.theme.color.gold};
    font-family: ${(p) => p.theme.font.heading};
    font-size: 1.1rem;
  }
  h3 {
    color: ${(p) => p.theme.color.gold};
  }
  p {
    color: ${(p) => p.theme.color.muted};
    margin: 0;
  }
`;

const Heading = styled(SectionTitle)`
  text-align: center;
`;

/** The four pillars of sovereign wealth. */
export function Pillars({ title }: { title: string }) {
  return (
    <Section aria-labelledby="pillars-title">
      <Container>
        <Heading id="pillars-title">{title}</Heading>
        <SpacedGrid $min="220px">
          {PILLARS.map((p) => (
            <Pillar key={p.title}>
              <span aria-hidden="true">{p.mark}</span>
              <h3>{p.title}</h3>
              <p>{p.text}</p>
            </Pillar>
          ))}
        </SpacedGrid>
      </Container>
    </Section>
  );
}
