import { useSession } from '@sqw/platform';
import { Button, Container, Eyebrow, Lead, media, Stack, Title } from '@sqw/ui';
import { Link } from '@sqw/router';
import styled from 'styled-components';
import { DashboardLink } from '../DashboardLink';
import { external, STORE_URL } from '../links';

const Wrap = styled.section`
  padding: 120px 0 100px;
  text-align: center;
  background: radial-gradient(ellipse at top, rgba(212, 175, 55, 0.16), transparent 60%);
  ${Lead} {
    margin: 0 auto 36px;
    font-size: 1.35rem;
  }
  ${media.sm} {
    padding: 72px 0 64px;
    ${Lead} {
      font-size: 1.1rem;
    }
  }
`;

/** The home page's opening: the title, the tagline, the way in (or on, for a member) and the online store. */
export function Hero({ title, subtitle }: { title: string; subtitle: string }) {
  const { user } = useSession();
  return (
    <Wrap aria-labelledby="hero-title">
      <Container>
        <Eyebrow>SQW Sovereign Wealth</Eyebrow>
        <Title id="hero-title">{title}</Title>
        <Lead>{subtitle}</Lead>
        <Stack $row $wrap $center $gap="12px">
          {user ? (
            <DashboardLink size="lg" />
          ) : (
            <Button as={Link} to="/register" $size="lg">
              Register for Free
            </Button>
          )}
          <Button as="a" {...external(STORE_URL)} $variant="outline" $size="lg">
            Visit Our Store
          </Button>
        </Stack>
      </Container>
    </Wrap>
  );
}
