import { Container, Eyebrow, Lead, Stack, Title } from '@sqw/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrap = styled.section`
  padding: 96px 0 72px;
  text-align: center;
  background: radial-gradient(ellipse at top, rgba(212, 175, 55, 0.16), transparent 60%);
  ${Lead} {
    margin: 0 auto 28px;
  }
`;

/** The coaching pages' opening: brand, promise and the page's own calls to action. */
export function Hero({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <Wrap>
      <Container>
        <Eyebrow>Infinitrii Nexus Coaching</Eyebrow>
        <Title>{title}</Title>
        <Lead>{lead}</Lead>
        <Stack $row $wrap $center $gap="12px">
          {children}
        </Stack>
      </Container>
    </Wrap>
  );
}
