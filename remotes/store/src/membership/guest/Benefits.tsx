import { Container, Section, SectionTitle } from '@sqw/ui';
import { PointCards } from '../../shared/PointCards';
import { BENEFITS } from './content';

export function Benefits() {
  return (
    <Section aria-labelledby="benefits-title">
      <Container>
        <SectionTitle id="benefits-title">Why Coach With Us</SectionTitle>
        <PointCards points={BENEFITS} />
      </Container>
    </Section>
  );
}
