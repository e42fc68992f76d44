import { Card, Container, Grid, Lead, Section, SectionTitle } from '@sqw/ui';
import styled from 'styled-components';

const CORNERS = [
  {
    name: 'LLC',
    role: 'Operate',
    body: 'The limited liability company runs the business and holds working assets. It signs contracts, opens accounts and keeps the risks of day-to-day activity inside the company instead of on you personally.',
  },
  {
    name: 'Trust',
    role: 'Own',
    body: 'The trust owns the LLC. Ownership sits with a trustee under written terms, so control survives illness or death without probate, and your name does not have to appear on every asset.',
  },
  {
    name: 'Foundation',
    role: 'Endure',
    body: 'The foundation gives the structure a purpose beyond one lifetime: it receives part of the income for the causes and family goals you set, under a board and rules that outlast you.',
  },
];

const Corner = styled(Card)`
  text-align: center;
  strong {
    display: block;
    font-family: ${(p) => p.theme.font.heading};
    font-size: 2rem;
    color: ${(p) => p.theme.color.gold};
  }
  small {
    text-transform: uppercase;
    letter-spacing: 0.2em;
    color: ${(p) => p.theme.color.muted};
  }
  p {
    text-align: left;
  }
`;

const Center = styled.div`
  text-align: center;
  ${Lead} {
    margin: 0 auto 36px;
  }
`;

const Corners = styled(Grid)`
  align-items: stretch;
`;

const Together = styled(Lead)`
  margin: 32px auto 0;
  text-align: center;
`;

/** The blueprint's explanation: three entities, each with one job, arranged so no single point controls everything. */
export function TriangleOfControl() {
  return (
    <Section aria-labelledby="triangle-title">
      <Container>
        <Center>
          <SectionTitle id="triangle-title">The Triangle of Control</SectionTitle>
          <Lead>
            Most people own everything in their own name, so one lawsuit, one illness or one probate court can reach all of it. The triangle separates the three
            jobs of wealth, operating, owning and enduring, into three entities that protect each other.
          </Lead>
        </Center>
        <Corners $fit $min="240px">
          {CORNERS.map((c) => (
            <Corner key={c.name}>
              <strong>{c.name}</strong>
              <small>{c.role}</small>
              <p>{c.body}</p>
            </Corner>
          ))}
        </Corners>
        <Together>
          Together: the LLC earns, the trust holds the LLC, and the foundation carries your purpose forward. You keep direction through the roles you hold, not
          through your name on the title.
        </Together>
      </Container>
    </Section>
  );
}
