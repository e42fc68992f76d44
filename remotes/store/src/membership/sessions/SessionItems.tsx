import type { store } from '@sqw/contracts';
import { notifyError, toast, useMutation } from '@sqw/platform';
import { Badge, Button, Card, EmptyState, Stack } from '@sqw/ui';
import styled from 'styled-components';
import { cancelSession } from '../api';
import { formatDateTime, SESSION_STATUS } from '../format';

const Item = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 12px;
  padding: 20px;
  h3 {
    margin: 0 0 6px;
    font-size: 1.05rem;
  }
  p,
  ul {
    margin: 4px 0 0;
    color: ${(p) => p.theme.color.muted};
    font-size: 0.92rem;
  }
  ul {
    padding-left: 18px;
  }
`;

const Side = styled(Stack)`
  align-items: flex-end;
`;

const List = styled(Stack)`
  list-style: none;
  padding: 0;
  margin: 0;
`;

function When({ session: s }: { session: store.CoachingSession }) {
  if (s.scheduled_at) return <p>Scheduled for {formatDateTime(s.scheduled_at)}</p>;
  return (
    <>
      <p>Your preferred times:</p>
      <ul>
        {s.preferred_times.map((t) => (
          <li key={t}>{formatDateTime(t)}</li>
        ))}
      </ul>
    </>
  );
}

function SessionItem({ session: s, onChanged }: { session: store.CoachingSession; onChanged: () => void }) {
  const cancelling = useMutation(() => cancelSession(s.id));
  const status = SESSION_STATUS[s.status];
  const cancel = async () => {
    const result = await cancelling.run();
    if (!result) return;
    if (!result.ok) return notifyError(result.error, 'Could not cancel');
    toast({ title: 'Request Cancelled', description: 'Your session credit has been returned.', variant: 'success' });
    onChanged();
  };
  return (
    <Item as="li" aria-label={`${status.label} session`}>
      <div>
        <h3>{s.topic ?? 'Coaching session'}</h3>
        <When session={s} />
        {s.admin_note ? <p>Note from your coach: {s.admin_note}</p> : null}
      </div>
      <Side $gap="10px">
        <Badge $tone={status.tone}>{status.label}</Badge>
        {s.status === 'requested' ? (
          <Button type="button" $variant="danger" $size="sm" disabled={cancelling.busy} onClick={() => void cancel()}>
            {cancelling.busy ? 'Cancelling...' : 'Cancel Request'}
          </Button>
        ) : null}
      </Side>
    </Item>
  );
}

/** The member's sessions, newest first; a requested one can be cancelled (its credit comes back). */
export function SessionItems({ sessions, onChanged }: { sessions: store.CoachingSession[]; onChanged: () => void }) {
  if (sessions.length === 0)
    return <EmptyState title="No sessions yet">Sessions you request appear here with their status: requested, confirmed, completed or cancelled.</EmptyState>;
  return (
    <List as="ul" $gap="12px">
      {sessions.map((s) => (
        <SessionItem key={s.id} session={s} onChanged={onChanged} />
      ))}
    </List>
  );
}
