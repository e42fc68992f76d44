import { Accordion, Container, Section, SectionTitle } from '@sqw/ui';
import { FAQ } from './content';

const items = FAQ.map((f) => ({ title: f.q, body: <p>{f.a}</p> }));

export function Faq() {
  return (
    <Section $tone="raised" aria-labelledby="faq-title">
      <Container $narrow>
        <SectionTitle id="faq-title">Frequently Asked Questions</SectionTitle>
        <Accordion items={items} />
      </Container>
    </Section>
  );
}
