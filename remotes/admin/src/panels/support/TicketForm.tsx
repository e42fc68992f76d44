import { zodResolver } from '@hookform/resolvers/zod';
import { admin } from '@sqw/contracts';
import { applyServerErrors, newIdempotencyKey, notifyError, toast } from '@sqw/platform';
import { Button, Card, Field, Form, Input, invalidProps, Select, TextArea } from '@sqw/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { createTicket } from './api';
import { CardTitle } from '../../components/CardTitle';
import { toastBlankFields } from '../../lib/forms';

type In = z.input<typeof admin.TicketCreate>;
type Out = z.output<typeof admin.TicketCreate>;

const EMPTY: In = { title: '', description: '', priority: 'Medium' };

/** The create-ticket form: title, description and priority; both texts are required. */
export function TicketForm({ onCreated }: { onCreated: () => void }) {
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(admin.TicketCreate), defaultValues: EMPTY });
  const { register, handleSubmit, reset, formState } = form;
  const errors = formState.errors;
  // One key per ticket being written: a retried request cannot file it twice.
  const [idemKey, setIdemKey] = useState(newIdempotencyKey);

  const onValid = async (values: Out) => {
    try {
      await createTicket(values, idemKey);
      toast({ title: admin.MESSAGES.ticketCreated, variant: 'success' });
      reset(EMPTY);
      setIdemKey(newIdempotencyKey());
      onCreated();
    } catch (err) {
      applyServerErrors(form, err, { fields: ['title', 'description', 'priority'] });
      notifyError(err, 'Ticket not created');
    }
  };

  return (
    <Card as={Form} noValidate aria-label="Create support ticket" onSubmit={handleSubmit(onValid, toastBlankFields)}>
      <CardTitle>Create Ticket</CardTitle>
      <Field id="ticket-title" label="Title" required error={errors.title?.message}>
        <Input {...invalidProps('ticket-title', errors.title?.message)} {...register('title')} />
      </Field>
      <Field id="ticket-description" label="Description" required error={errors.description?.message}>
        <TextArea {...invalidProps('ticket-description', errors.description?.message)} {...register('description')} />
      </Field>
      <Field id="ticket-priority" label="Priority">
        <Select id="ticket-priority" {...register('priority')}>
          {admin.TICKET_PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Creating...' : 'Create Ticket'}
      </Button>
    </Card>
  );
}
