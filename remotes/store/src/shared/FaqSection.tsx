import { Accordion, Container, Section, SectionTitle } from '@sqw/ui';
import type { ReactNode } from 'react';

/** A page's questions and answers, one open at a time. */
export function FaqSection({ id, items }: { id: string; items: { title: ReactNode; body: ReactNode }[] }) {
  return (
    <Section $tone="raised" aria-labelledby={id}>
      <Container $narrow>
        <SectionTitle id={id}>Frequently Asked Questions</SectionTitle>
        <Accordion items={items} />
      </Container>
    </Section>
  );
}
