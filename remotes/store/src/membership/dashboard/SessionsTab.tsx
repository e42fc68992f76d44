import { messageOf } from '@sqw/platform';
import { Button, ErrorPanel, PageSpinner } from '@sqw/ui';
import { Link } from '@sqw/router';
import styled from 'styled-components';
import { plural } from '../format';
import { BuySession } from '../sessions/BuySession';
import { SessionItems } from '../sessions/SessionItems';
import { useSessions } from '../sessions/use-sessions';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  margin-bottom: 20px;
  p {
    margin: 0;
  }
`;

const Spaced = styled.div`
  margin-bottom: 20px;
`;

/** The Sessions tab: 'Book New Session' spends a credit on /sessions, or offers to buy one. */
export function SessionsTab() {
  const sessions = useSessions();
  const data = sessions.data;
  if (sessions.error && !data) return <ErrorPanel title="Your sessions could not be loaded" message={messageOf(sessions.error)} onRetry={sessions.reload} />;
  if (!data) return <PageSpinner label="Loading your sessions" />;
  const credits = data.credits_available;
  return (
    <>
      {credits > 0 ? (
        <Bar>
          <p>You have {plural(credits, 'session credit')} available.</p>
          <Button as={Link} to="/sessions#request">
            Book New Session
          </Button>
        </Bar>
      ) : (
        <Spaced>
          <BuySession label="Book New Session" />
        </Spaced>
      )}
      <SessionItems sessions={data.items} onChanged={sessions.reload} />
    </>
  );
}
