import { Container, Eyebrow, Lead, Section, Title } from '@sqw/ui';
import type { ReactNode } from 'react';

/** The opening of a content page: eyebrow, title, lead and optional actions. */
export function PageHero({ eyebrow, title, lead, children }: { eyebrow: string; title: string; lead: ReactNode; children?: ReactNode }) {
  return (
    <Section style={{ paddingBottom: 24 }}>
      <Container>
        <Eyebrow>{eyebrow}</Eyebrow>
        <Title>{title}</Title>
        <Lead>{lead}</Lead>
        {children}
      </Container>
    </Section>
  );
}
