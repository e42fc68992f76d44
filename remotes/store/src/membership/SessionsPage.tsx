import { messageOf } from '@sqw/platform';
import { ErrorPanel, PageSpinner, SectionTitle } from '@sqw/ui';
import { useEffect } from 'react';
import { useLocation } from '@sqw/router';
import styled from 'styled-components';
import { plural } from './format';
import { MemberPage } from './MemberPage';
import { BuySession } from './sessions/BuySession';
import { SessionItems } from './sessions/SessionItems';
import { SessionRequestForm } from './sessions/SessionRequestForm';
import { useSessions } from './sessions/use-sessions';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.2fr);
  gap: 32px;
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
  h2 {
    font-size: 1.5rem;
    margin-bottom: 16px;
  }
`;

const Credits = styled.p`
  font-size: 1.1rem;
  strong {
    color: ${(p) => p.theme.color.gold};
  }
`;

/** /sessions: credits, the request form (or how to get a credit) and the member's sessions. */
export default function SessionsPage() {
  const sessions = useSessions();
  const data = sessions.data;
  const { hash } = useLocation();
  const ready = Boolean(data);
  // 'Book New Session' on the dashboard lands here with #request: start at the first time field.
  useEffect(() => {
    if (ready && hash === '#request') document.getElementById('preferred-time-1')?.focus();
  }, [ready, hash]);
  return (
    <MemberPage eyebrow="Client Portal" title="Coaching Sessions" lead="Request a 1:1 session with your preferred times; we confirm one of them.">
      {sessions.error && !data ? (
        <ErrorPanel title="Your sessions could not be loaded" message={messageOf(sessions.error)} onRetry={sessions.reload} />
      ) : !data ? (
        <PageSpinner label="Loading your sessions" />
      ) : (
        <Layout>
          <section aria-labelledby="book-title">
            <SectionTitle id="book-title">Book a Session</SectionTitle>
            {data.credits_available > 0 ? (
              <>
                <Credits>
                  You have <strong>{plural(data.credits_available, 'session credit')}</strong> available.
                </Credits>
                <SessionRequestForm onRequested={sessions.reload} />
              </>
            ) : (
              <BuySession />
            )}
          </section>
          <section aria-labelledby="list-title">
            <SectionTitle id="list-title">Your Sessions</SectionTitle>
            <SessionItems sessions={data.items} onChanged={sessions.reload} />
          </section>
        </Layout>
      )}
    </MemberPage>
  );
}
