import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from './layout';
import { Eyebrow, Lead, Title } from './typography';

const Wrap = styled.section`
  padding: 88px 0 56px;
  text-align: center;
  background: radial-gradient(ellipse at top, rgba(212, 175, 55, 0.16), transparent 60%);
  ${Lead} {
    margin: 0 auto 24px;
  }
  @media (max-width: 640px) {
    padding: 56px 0 36px;
  }
`;

/** The opening of a page: eyebrow, title, lead and optional actions; it also names the browser tab. */
export function PageHero({ eyebrow, title, lead, children }: { eyebrow: string; title: string; lead: ReactNode; children?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} | SQW`;
  }, [title]);
  return (
    <Wrap>
      <Container>
        <Eyebrow>{eyebrow}</Eyebrow>
        <Title>{title}</Title>
        <Lead>{lead}</Lead>
        {children}
      </Container>
    </Wrap>
  );
}
