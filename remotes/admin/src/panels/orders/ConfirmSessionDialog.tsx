import { Button, Dialog, Field, Input, invalidProps } from '@sqw/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { formatDateTime } from '../../lib/format';
import { useDialogAction } from '../../lib/run-action';
import { confirmSession } from './api';
import type { AdminSession } from './api';

const Times = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 16px;
`;

/** 'YYYY-MM-DDTHH:mm' in local time, what a datetime-local input holds. */
const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** Confirm a requested session at one of the member's preferred times, or another time. */
export function ConfirmSessionDialog({ session, onClose, onDone }: { session: AdminSession; onClose: () => void; onDone: () => void }) {
  const initial = session.scheduled_at ?? session.preferred_times[0];
  const [when, setWhen] = useState(initial ? toLocalInput(initial) : '');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const { busy, act } = useDialogAction(onDone, onClose);

  const submit = () => {
    const at = new Date(when);
    if (!when || Number.isNaN(at.getTime())) return setError('Please choose a date and time.');
    setError(undefined);
    void act(() => confirmSession(session.id, at.toISOString(), note.trim()), 'Session confirmed', 'Session not confirmed');
  };

  return (
    <Dialog open onClose={onClose} title={`Confirm session with ${session.customer_name ?? session.customer_email ?? 'member'}`}>
      <p>Preferred times:</p>
      <Times>
        {session.preferred_times.map((t) => (
          <Button
            key={t}
            type="button"
            $size="sm"
            $variant={toLocalInput(t) === when ? 'gold' : 'outline'}
            aria-pressed={toLocalInput(t) === when}
            onClick={() => setWhen(toLocalInput(t))}
          >
            {formatDateTime(t)}
          </Button>
        ))}
      </Times>
      <Field id="session-time" label="Scheduled time" error={error}>
        <Input type="datetime-local" {...invalidProps('session-time', error)} value={when} onChange={(e) => setWhen(e.target.value)} />
      </Field>
      <Field id="session-note" label="Note to the member (optional)">
        <Input id="session-note" value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} />
      </Field>
      <Button type="button" $block disabled={busy} onClick={submit}>
        {busy ? 'Confirming...' : 'Confirm Session'}
      </Button>
    </Dialog>
  );
}
