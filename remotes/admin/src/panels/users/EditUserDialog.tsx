import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, Field, Form, Input, invalidProps, Select } from '@sqw/ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { saveForm } from '../../lib/forms';
import { displayName, updateUser, type AdminUser } from './api';

const Edit = z.object({
  name: z.string().trim().min(1, 'Please enter a name.').max(120),
  email: z.string().trim().min(1, 'Please enter an email.').email('Please enter a valid email.'),
  role: z.enum(['user', 'admin']),
});
type Edit = z.infer<typeof Edit>;

/** Edit a user's name, e-mail and role; the server refuses demoting the last admin. */
export function EditUserDialog({ user, onClose, onSaved }: { user: AdminUser | null; onClose: () => void; onSaved: () => void }) {
  const form = useForm<Edit>({ resolver: zodResolver(Edit) });
  const { register, handleSubmit, reset, formState } = form;
  const errors = formState.errors;
  useEffect(() => {
    if (user) reset({ name: displayName(user) === '—' ? '' : displayName(user), email: user.email, role: user.app_metadata.role });
  }, [user, reset]);

  const onValid = async (values: Edit) => {
    if (!user) return;
    if (await saveForm(form, () => updateUser(user.id, values), 'User updated successfully', 'User not updated')) {
      onSaved();
      onClose();
    }
  };
  return (
    <Dialog open={user !== null} onClose={onClose} title="Edit User">
      <Form noValidate onSubmit={handleSubmit(onValid)} aria-label="Edit user">
        <Field id="edit-user-name" label="Name" required error={errors.name?.message}>
          <Input {...invalidProps('edit-user-name', errors.name?.message)} {...register('name')} />
        </Field>
        <Field id="edit-user-email" label="Email" required error={errors.email?.message}>
          <Input type="email" {...invalidProps('edit-user-email', errors.email?.message)} {...register('email')} />
        </Field>
        <Field id="edit-user-role" label="Role">
          <Select id="edit-user-role" {...register('role')}>
            <option value="user">Member</option>
            <option value="admin">Admin</option>
          </Select>
        </Field>
        <Button type="submit" $block disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : 'Save Changes'}
        </Button>
      </Form>
    </Dialog>
  );
}
