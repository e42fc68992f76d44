import { Container, media, PageHero } from '@sqw/ui';
import styled from 'styled-components';
import { TightSection } from '../pages/page-parts';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1.4fr;
  gap: 32px;
  align-items: start;
  ${media.md} {
    grid-template-columns: 1fr;
  }
`;

/** /contact: the hero, the business's details and the message form. */
export function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Contact Us"
        lead="Questions about coaching, courses or our ventures? Send us a message and our team will get back to you."
      />
      <TightSection $top="24px">
        <Container>
          <Columns>
            <ContactDetails />
            <ContactForm />
          </Columns>
        </Container>
      </TightSection>
    </>
  );
}
