import { zodResolver } from '@hookform/resolvers/zod';
import { store } from '@sqw/contracts';
import { Button, Dialog, Field, Input, invalidProps } from '@sqw/ui';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
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

/**
 * The confirmation as the dialog edits it: the contract's body, with the time as the
 * datetime-local input holds it (local, no zone). It must name a time; it is then sent as an
 * instant and checked by the contract's rule (still ahead).
 */
const Confirmation = store.ConfirmSession.extend({
  scheduled_at: z
    .string()
    .refine((v) => v !== '' && !Number.isNaN(new Date(v).getTime()), 'Please choose a date and time.')
    .transform((v) => new Date(v).toISOString())
    .pipe(store.ConfirmSession.shape.scheduled_at),
});
type ConfirmationIn = z.input<typeof Confirmation>;
type ConfirmationOut = z.output<typeof Confirmation>;

/** Confirm a requested session at one of the member's preferred times, or another time. */
export function ConfirmSessionDialog({ session, onClose, onDone }: { session: AdminSession; onClose: () => void; onDone: () => void }) {
  const initial = session.scheduled_at ?? session.preferred_times[0];
  // Focus stays on the button pressed: the message under the field is announced (role="alert").
  const form = useForm<ConfirmationIn, unknown, ConfirmationOut>({
    resolver: zodResolver(Confirmation),
    shouldFocusError: false,
    defaultValues: { scheduled_at: initial ? toLocalInput(initial) : '', note: '' },
  });
  const errors = form.formState.errors;
  const when = useWatch({ control: form.control, name: 'scheduled_at' });
  const { busy, save } = useDialogAction(onDone, onClose);

  const submit = form.handleSubmit(({ scheduled_at, note }) =>
    save(form, () => confirmSession(session.id, scheduled_at, note ?? ''), 'Session confirmed', 'Session not confirmed', {
      fields: ['scheduled_at', 'note'],
    }),
  );

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
            onClick={() => form.setValue('scheduled_at', toLocalInput(t))}
          >
            {formatDateTime(t)}
          </Button>
        ))}
      </Times>
      <Field id="session-time" label="Scheduled time" error={errors.scheduled_at?.message}>
        <Input type="datetime-local" {...invalidProps('session-time', errors.scheduled_at?.message)} {...form.register('scheduled_at')} />
      </Field>
      <Field id="session-note" label="Note to the member (optional)" error={errors.note?.message}>
        <Input {...invalidProps('session-note', errors.note?.message)} maxLength={500} {...form.register('note')} />
      </Field>
      <Button type="button" $block disabled={busy} onClick={submit}>
        {busy ? 'Confirming...' : 'Confirm Session'}
      </Button>
    </Dialog>
  );
}
