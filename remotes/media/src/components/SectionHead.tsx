import { Lead, SectionTitle } from '@sqw/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Head = styled.header`
  text-align: center;
  margin-bottom: 40px;
  ${Lead} {
    margin: 12px auto 0;
  }
`;

/** A section's title and introduction; the title's id names the section for screen readers. */
export function SectionHead({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <Head>
      <SectionTitle id={id}>{title}</SectionTitle>
      {children ? <Lead>{children}</Lead> : null}
    </Head>
  );
}
