import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, applyServerErrors, messageOf, notifyError, toast } from '@sqw/platform';
import { Button, Card, Field, Form, Input, invalidProps } from '@sqw/ui';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import { admin } from '@sqw/contracts';
import { inviteUser, wasThereBefore } from './api';
import { CardTitle } from '../../components/CardTitle';
import { toastBlankFields } from '../../lib/forms';

const FILL_ALL = admin.MESSAGES.fillAllFields;

const AddUser = z.object({
  name: z.string().trim().min(1, FILL_ALL).max(120, 'Must be at most 120 characters'),
  email: z.string().trim().min(1, FILL_ALL).email('Please enter a valid email.'),
});
type AddUser = z.infer<typeof AddUser>;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr auto;
  gap: 0 16px;
  align-items: start;
  button {
    margin-top: 27px;
  }
  @media (max-width: ${(p) => p.theme.breakpoint.md}) {
    grid-template-columns: 1fr;
    button {
      margin: 0 0 8px;
    }
  }
`;

/** Add user: the person gets an invitation e-mail with a link to set their own password. */
export function AddUserForm({ onAdded }: { onAdded: () => void }) {
  const form = useForm<AddUser>({ resolver: zodResolver(AddUser), defaultValues: { name: '', email: '' } });
  const { register, handleSubmit, reset, formState } = form;
  const errors = formState.errors;
  const onValid = async ({ name, email }: AddUser) => {
    try {
      const user = await inviteUser(name, email);
      toast(
        wasThereBefore(user)
          ? {
              title: 'Invitation sent again',
              description: `${user.email} already has an account waiting for confirmation; the invitation was sent again.`,
              variant: 'success',
            }
          : { title: 'User added successfully', description: `An invitation was sent to ${user.email}.`, variant: 'success' },
      );
      reset();
      onAdded();
    } catch (err) {
      const exists = err instanceof ApiError && err.code === 'email_exists';
      applyServerErrors(form, err, { fields: ['name', 'email'] });
      notifyError(err, 'User not added', exists ? `${email.trim().toLowerCase()} already has an account.` : messageOf(err));
    }
  };
  return (
    <Card as={Form} noValidate aria-label="Add user" onSubmit={handleSubmit(onValid, toastBlankFields)}>
      <CardTitle>Add User</CardTitle>
      <Row>
        <Field id="new-user-name" label="Name" required error={errors.name?.message}>
          <Input {...invalidProps('new-user-name', errors.name?.message)} autoComplete="off" {...register('name')} />
        </Field>
        <Field id="new-user-email" label="Email" required error={errors.email?.message}>
          <Input type="email" {...invalidProps('new-user-email', errors.email?.message)} autoComplete="off" {...register('email')} />
        </Field>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Adding...' : 'Add User'}
        </Button>
      </Row>
    </Card>
  );
}
