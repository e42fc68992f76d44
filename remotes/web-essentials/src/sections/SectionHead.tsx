import { Muted, SectionTitle } from '@sqw/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Head = styled.header`
  margin-bottom: 32px;
`;

/** The title and one-line introduction every price section opens with. */
export function SectionHead({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <Head>
      <SectionTitle id={id}>{title}</SectionTitle>
      {children ? <Muted>{children}</Muted> : null}
    </Head>
  );
}
