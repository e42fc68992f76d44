import { Button, Card, Container, Eyebrow, Grid, Lead, Price, Section, SectionTitle } from '@sqw/ui';
import { Link } from '@sqw/router';
import styled from 'styled-components';
import { PLAYBOOK_TIERS } from './content';

const Tier = styled(Card)`
  text-align: center;
  h3 {
    margin: 0;
  }
  p:last-child {
    color: ${(p) => p.theme.color.muted};
    margin: 0;
  }
`;

const Actions = styled.div`
  margin-top: 28px;
  text-align: center;
`;

/** The Empire Structuring Playbook promo and its three tiers. */
export function PlaybookPromo() {
  return (
    <Section $tone="raised" aria-labelledby="playbook-title">
      <Container>
        <Eyebrow>The Invisible Empire Blueprint</Eyebrow>
        <SectionTitle id="playbook-title">Empire Structuring Playbook</SectionTitle>
        <Lead>Hold, protect and pass on your wealth with the LLC, trust and foundation Triangle of Control.</Lead>
        <Grid $fit $min="220px">
          {PLAYBOOK_TIERS.map((t) => (
            <Tier key={t.name} $highlight={t.name === 'Full Digital Add-On'}>
              <h3>{t.name}</h3>
              <Price>{t.price}</Price>
              <p>{t.text}</p>
            </Tier>
          ))}
        </Grid>
        <Actions>
          <Button as={Link} to="/invisible-empire-blueprint" $variant="outline">
            Explore the Invisible Empire Blueprint
          </Button>
        </Actions>
      </Container>
    </Section>
  );
}
