import { Button, Card, Container, Eyebrow, Grid, Lead, Section, Title } from '@sqw/ui';
import { Link } from 'react-router-dom';

const AREAS = [
  { to: '/guest/infinitrii-nexus', title: 'Coaching', text: 'How 1:1 coaching on stocks, crypto and wealth protection works.' },
  { to: '/guest/products', title: 'Digital Products', text: 'Guides, templates and tools for your wealth journey.' },
  { to: '/sqw-hall', title: 'SQW Hall', text: 'Meet the legends building passive income, level by level.' },
  { to: '/web-essentials', title: 'Web Essentials', text: 'Websites for growing businesses, with clear packages.' },
  { to: '/sovereign-skies', title: 'Sovereign Skies', text: 'Real-estate and creative media, from drone films to brand campaigns.' },
  { to: '/guest/about', title: 'About', text: 'The ventures behind the brand.' },
];

/** Where "Continue as Guest" lands: the public areas, and a nudge to register. */
export function Guest() {
  return (
    <Section>
      <Container>
        <Eyebrow>Guest access</Eyebrow>
        <Title>Explore as a guest</Title>
        <Lead>Browse our public pages. Create a free account to unlock premium content and exclusive resources.</Lead>
        <Grid $min="280px" style={{ margin: '32px 0' }}>
          {AREAS.map((a) => (
            <Card key={a.to}>
              <h3>{a.title}</h3>
              <p>{a.text}</p>
              <Button as={Link} to={a.to} $variant="outline" $size="sm">
                Explore
              </Button>
            </Card>
          ))}
        </Grid>
        <Button as={Link} to="/register">
          Register for free
        </Button>
      </Container>
    </Section>
  );
}
