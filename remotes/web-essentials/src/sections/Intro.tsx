import { Button, Container, Eyebrow, Lead, Stack, Title } from '@sqw/ui';
import styled from 'styled-components';
import { scrollToId } from '../scroll';

const Wrap = styled.section`
  padding: 96px 0 72px;
  text-align: center;
  background: radial-gradient(ellipse at top, rgba(212, 175, 55, 0.16), transparent 60%);
  ${Lead} {
    margin: 0 auto 28px;
  }
`;

export function Intro() {
  return (
    <Wrap aria-labelledby="we-title">
      <Container>
        <Eyebrow>Web Essentials</Eyebrow>
        <Title id="we-title">Websites Built for Sovereign Businesses</Title>
        <Lead>
          Your website is the storefront you own outright. We design and build fast, polished sites for growing businesses, with clear packages, honest monthly
          plans and no surprises.
        </Lead>
        <Stack $row $wrap $center $gap="12px">
          <Button type="button" $size="lg" onClick={() => scrollToId('questionnaire')}>
            Start Your Project
          </Button>
          <Button type="button" $size="lg" $variant="outline" onClick={() => scrollToId('packages')}>
            View Packages
          </Button>
        </Stack>
      </Container>
    </Wrap>
  );
}
