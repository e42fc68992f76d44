import { Card, Container, Muted, Section, Title } from '@sqw/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Panel = styled(Card)`
  max-width: 480px;
  margin: 0 auto;
  padding: 36px 32px;
  @media (max-width: 640px) {
    padding: 28px 20px;
  }
`;

const Links = styled.div`
  margin-top: 20px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  text-align: center;
  font-size: 0.95rem;
`;

const Heading = styled(Title)`
  font-size: 2.2rem;
  text-align: center;
`;

const Subtitle = styled(Muted)`
  text-align: center;
  margin-bottom: 24px;
`;

/** The frame shared by the sign-in, registration and password pages. */
export function AuthCard({ title, subtitle, children, links }: { title: string; subtitle?: ReactNode; children: ReactNode; links?: ReactNode }) {
  return (
    <Section>
      <Container>
        <Panel $highlight>
          <Heading as="h1">{title}</Heading>
          {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
          {children}
          {links ? <Links>{links}</Links> : null}
        </Panel>
      </Container>
    </Section>
  );
}
