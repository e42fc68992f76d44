import { Container, Section, SectionTitle } from '@sqw/ui';
import styled from 'styled-components';

const Steps = styled.ol`
  list-style: none;
  padding: 0;
  margin: 32px 0 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  gap: 20px;
  counter-reset: step;
`;

const Step = styled.li`
  counter-increment: step;
  background: ${(p) => p.theme.color.surfaceRaised};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  padding: 24px;
  &::before {
    content: counter(step);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    border: 1px solid ${(p) => p.theme.color.gold};
    color: ${(p) => p.theme.color.gold};
    font-family: ${(p) => p.theme.font.heading};
    font-size: 1.2rem;
    margin-bottom: 12px;
  }
  h3 {
    margin: 0 0 8px;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.muted};
  }
`;

/** A numbered process: three steps on the full page, four on the marketing variant. */
export function ProcessSteps({ title, steps }: { title: string; steps: { title: string; text: string }[] }) {
  return (
    <Section $tone="raised" aria-labelledby="process-title">
      <Container>
        <SectionTitle id="process-title">{title}</SectionTitle>
        <Steps>
          {steps.map((s) => (
            <Step key={s.title}>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </Step>
          ))}
        </Steps>
      </Container>
    </Section>
  );
}
