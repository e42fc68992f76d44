import { Button, Container, Eyebrow, Lead, Section, Stack, Title } from '@sqw/ui';
import { Link } from 'react-router-dom';
import { BRAND } from '../brand';

/** The public home page. */
export function Home() {
  return (
    <Section>
      <Container>
        <Eyebrow>Financial sovereignty coaching</Eyebrow>
        <Title>{BRAND.tagline}</Title>
        <Lead>Financial literacy, investment and crypto education, life-insurance coaching and 1:1 coaching, for people ready to take back control of their money.</Lead>
        <Stack $row $wrap $gap="12px">
          <Button as={Link} to="/register">
            Register for free
          </Button>
          <Button as={Link} to="/sqw-hall" $variant="outline">
            Visit the SQW Hall
          </Button>
        </Stack>
      </Container>
    </Section>
  );
}
