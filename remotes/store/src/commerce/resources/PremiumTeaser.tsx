import { Button, Card, Container, Lead, Section, SectionTitle } from '@sqw/ui';
import { Link } from '@sqw/router';
import styled from 'styled-components';

const Box = styled(Card)`
  text-align: center;
  padding: 48px 24px;
  ${Lead} {
    margin: 0 auto 28px;
  }
`;

/** Points members at the plans for more than single downloads. */
export function PremiumTeaser() {
  return (
    <Section aria-labelledby="premium-teaser-title">
      <Container $narrow>
        <Box $highlight>
          <SectionTitle id="premium-teaser-title">Want Everything, Every Month?</SectionTitle>
          <Lead>Premium and Elite members get live group coaching, portfolio check-ins and priority support on top of the library, month by month.</Lead>
          <Button as={Link} to="/pricing" $size="lg">
            View Membership Plans
          </Button>
        </Box>
      </Container>
    </Section>
  );
}
