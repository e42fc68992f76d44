import { Container, Eyebrow, Muted, Section, Title } from '@sqw/ui';
import styled from 'styled-components';

export type LegalDoc = { title: string; updated: string; intro: string; sections: { heading: string; body: string[] }[] };

const Body = styled.div`
  h2 {
    font-size: 1.35rem;
    margin-top: 2rem;
    color: ${(p) => p.theme.color.goldLight};
  }
  p,
  li {
    color: ${(p) => p.theme.color.muted};
  }
`;

export function LegalPage({ doc }: { doc: LegalDoc }) {
  return (
    <Section>
      <Container $narrow>
        <Eyebrow>Legal</Eyebrow>
        <Title>{doc.title}</Title>
        <Muted>Last updated {doc.updated}</Muted>
        <Body>
          <p>{doc.intro}</p>
          {doc.sections.map((s) => (
            <section key={s.heading}>
              <h2>{s.heading}</h2>
              {s.body.map((para, i) => (
                <p key={i}>{para}</p>
              ))}
            </section>
          ))}
        </Body>
      </Container>
    </Section>
  );
}
