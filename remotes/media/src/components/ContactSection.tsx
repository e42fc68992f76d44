import * as media from '@sqw/contracts/media-copy';
import { Button, Container, Lead, Section, SectionTitle, Stack } from '@sqw/ui';
import styled from 'styled-components';
import { CONTACT_ID, CONTACT_TITLE_ID } from '../scroll';

const Box = styled.div`
  text-align: center;
  padding: 48px 24px;
  border: 1px solid ${(p) => p.theme.color.gold};
  border-radius: ${(p) => p.theme.radius.lg};
  box-shadow: ${(p) => p.theme.shadow.gold};
  ${SectionTitle}:focus {
    outline: none;
  }
  ${Lead} {
    margin: 12px auto 28px;
  }
`;

/** Where every 'Book a Shoot' lands: the two ways into the proposal modal. */
export function ContactSection({ onOpen }: { onOpen: (formType: media.FormType) => void }) {
  return (
    <Section id={CONTACT_ID} $tone="raised" aria-labelledby={CONTACT_TITLE_ID}>
      <Container $narrow>
        <Box>
          {/* Focusable so Book a Shoot can move keyboard focus here along with the scroll. */}
          <SectionTitle id={CONTACT_TITLE_ID} tabIndex={-1}>
            Ready to Elevate Your Media?
          </SectionTitle>
          <Lead>Tell us about your property or your project. We'll get back to you within {media.RESPONSE_HOURS} hours with a tailored proposal.</Lead>
          <Stack $row $wrap $center $gap="12px">
            <Button type="button" $size="lg" onClick={() => onOpen('estate')}>
              {media.FORM_TITLES.estate}
            </Button>
            <Button type="button" $size="lg" $variant="outline" onClick={() => onOpen('creative')}>
              {media.FORM_TITLES.creative}
            </Button>
          </Stack>
        </Box>
      </Container>
    </Section>
  );
}
