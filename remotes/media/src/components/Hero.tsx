import { Button, Container, Eyebrow, Lead, OpeningEnd, Title } from '@sqw/ui';
import styled from 'styled-components';

const Wrap = styled.section`
  padding: 104px 0 80px;
  text-align: center;
  background: radial-gradient(ellipse at top, rgba(212, 175, 55, 0.18), transparent 60%), linear-gradient(180deg, rgba(77, 141, 255, 0.06), transparent 70%);
  ${Lead} {
    margin: 0 auto 32px;
  }
`;

export function Hero({ onStart }: { onStart: () => void }) {
  return (
    <Wrap aria-labelledby="skies-title">
      <Container>
        <Eyebrow>Sovereign Skies Media</Eyebrow>
        <Title id="skies-title">Media That Sells Luxury</Title>
        <Lead>
          Photography, drone films, virtual tours and agent videos that move listings faster, plus creative production for artists, brands and service
          businesses.
        </Lead>
        <Button type="button" $size="lg" onClick={onStart}>
          Start Your Project
        </Button>
      </Container>
      <OpeningEnd />
    </Wrap>
  );
}
