import { media } from '@sqw/contracts';
import { Container, Section } from '@sqw/ui';
import styled from 'styled-components';
import { CardList } from './CardList';
import { SectionHead } from './SectionHead';

const Service = styled.li`
  padding: 24px;
  border: 1px solid ${(p) => p.theme.color.border};
  border-top: 3px solid ${(p) => p.theme.color.gold};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surface};
  h3 {
    margin: 0 0 8px;
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.muted};
  }
`;

export function EstateServices() {
  return (
    <Section aria-labelledby="estate-services-title">
      <Container>
        <SectionHead id="estate-services-title" title="Real Estate Media Services">
          Everything a listing needs to stand out, captured in one visit.
        </SectionHead>
        <CardList $min="300px">
          {media.ESTATE_SERVICES.map((s) => (
            <Service key={s.id}>
              <h3>{s.name}</h3>
              <p>{s.description}</p>
            </Service>
          ))}
        </CardList>
      </Container>
    </Section>
  );
}
