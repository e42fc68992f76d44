import { media } from '@sqw/contracts';
import { Container, Section } from '@sqw/ui';
import styled from 'styled-components';
import { CardList } from './CardList';
import { SectionHead } from './SectionHead';

const Offering = styled.li`
  padding: 28px 24px;
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid ${(p) => p.theme.color.border};
  background: linear-gradient(160deg, rgba(212, 175, 55, 0.1), ${(p) => p.theme.color.surfaceRaised} 55%);
  h3 {
    margin: 0 0 10px;
    font-size: 1.3rem;
    color: ${(p) => p.theme.color.goldLight};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.muted};
  }
`;

export function CreativeProduction() {
  return (
    <Section aria-labelledby="creative-title">
      <Container>
        <SectionHead id="creative-title" title="Creative Production">
          Beyond property: cinematic work for artists, creators and brands.
        </SectionHead>
        <CardList $min="320px">
          {media.CREATIVE_OFFERINGS.map((o) => (
            <Offering key={o.id}>
              <h3>{o.name}</h3>
              <p>{o.description}</p>
            </Offering>
          ))}
        </CardList>
      </Container>
    </Section>
  );
}
