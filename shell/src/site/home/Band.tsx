import { Container, media, Section, SectionTitle } from '@sqw/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Inner = styled(Container)`
  text-align: center;
  p {
    color: ${(p) => p.theme.color.muted};
    max-width: 680px;
    margin: 0 auto 24px;
    font-size: 1.1rem;
  }
  ${media.sm} {
    p {
      font-size: 1rem;
    }
  }
`;

/** A centred section: a heading, a line and a call to action. The home page is built of these. */
export function Band({ id, title, children, raised }: { id: string; title: ReactNode; children: ReactNode; raised?: boolean }) {
  return (
    <Section $tone={raised ? 'raised' : 'plain'} aria-labelledby={id}>
      <Inner>
        <SectionTitle id={id}>{title}</SectionTitle>
        {children}
      </Inner>
    </Section>
  );
}
