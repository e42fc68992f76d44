import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Section } from './layout';
import { Lead, Muted, SectionTitle } from './typography';

const Head = styled.header<{ $center?: boolean }>`
  margin-bottom: ${(p) => (p.$center ? '40px' : '32px')};
  ${(p) => (p.$center ? 'text-align: center;' : '')}
  ${Lead} {
    margin: 12px auto 0;
  }
`;

type HeadProps = { id: string; title: string; children?: ReactNode; center?: boolean };

/**
 * A section's title and introduction; the title's id names the section for screen readers.
 * Centred, the introduction reads as a lead; flush left, as one muted line.
 */
export function SectionHead({ id, title, children, center }: HeadProps) {
  return (
    <Head $center={center}>
      <SectionTitle id={id}>{title}</SectionTitle>
      {children ? center ? <Lead>{children}</Lead> : <Muted>{children}</Muted> : null}
    </Head>
  );
}

type Props = {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  intro?: ReactNode;
  center?: boolean;
  /** The section's own id, for in-page links. */
  id?: string;
  tone?: 'plain' | 'raised';
  narrow?: boolean;
  children: ReactNode;
};

/** A page section under its heading: the section is named by the heading it opens with. */
export function TitledSection({ titleId, title, intro, center, id, tone, narrow, children }: Props) {
  return (
    <Section id={id} $tone={tone} aria-labelledby={titleId}>
      <Container $narrow={narrow}>
        <SectionHead id={titleId} title={title} center={center}>
          {intro}
        </SectionHead>
        {children}
      </Container>
    </Section>
  );
}
