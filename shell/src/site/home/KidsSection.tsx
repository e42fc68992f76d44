import { Card, Container, Grid, media, Section, SectionTitle } from '@sqw/ui';
import styled from 'styled-components';

const LESSONS = [
  { title: 'Save', text: 'Why a dollar kept today becomes a choice tomorrow: jars, goals and the habit of paying yourself first.' },
  { title: 'Earn', text: 'Turning skills into income: chores, small businesses and the value of work done well.' },
  { title: 'Own', text: 'From spending to owning: what stocks, property and a business really are, explained for young minds.' },
];

const Layout = styled.div`
  display: grid;
  grid-template-columns: 1fr 1.3fr;
  gap: 40px;
  align-items: center;
  ${media.md} {
    grid-template-columns: 1fr;
  }
  h3 {
    color: ${(p) => p.theme.color.gold};
    margin-top: 0;
  }
  p {
    color: ${(p) => p.theme.color.muted};
    margin-bottom: 0;
  }
`;

const Body = styled.p`
  font-size: 1.1rem;
`;

/** Children's financial literacy: the brand's lessons for the next generation. */
export function KidsSection({ title, body }: { title: string; body: string }) {
  return (
    <Section $tone="raised" aria-labelledby="kids-title">
      <Container>
        <Layout>
          <div>
            <SectionTitle id="kids-title">{title}</SectionTitle>
            <Body>{body}</Body>
          </div>
          <Grid $min="180px" $gap="16px">
            {LESSONS.map((l) => (
              <Card key={l.title}>
                <h3>{l.title}</h3>
                <p>{l.text}</p>
              </Card>
            ))}
          </Grid>
        </Layout>
      </Container>
    </Section>
  );
}
