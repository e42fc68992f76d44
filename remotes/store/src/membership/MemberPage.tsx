import { Container, Eyebrow, Lead, Title, useDocumentTitle } from '@sqw/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrap = styled.div`
  padding: 56px 0 80px;
  @media (max-width: 640px) {
    padding: 32px 0 56px;
  }
  h1 {
    font-size: clamp(2rem, 4vw, 2.8rem);
    margin-bottom: 8px;
  }
`;

const Head = styled.header`
  margin-bottom: 32px;
`;

/** The frame of the member pages: eyebrow, title, an optional lead, and the document title. */
export function MemberPage({ eyebrow, title, lead, children }: { eyebrow: string; title: string; lead?: ReactNode; children: ReactNode }) {
  useDocumentTitle(`${title} | SQW`);
  return (
    <Wrap>
      <Container>
        <Head>
          <Eyebrow>{eyebrow}</Eyebrow>
          <Title>{title}</Title>
          {lead ? <Lead>{lead}</Lead> : null}
        </Head>
        {children}
      </Container>
    </Wrap>
  );
}
