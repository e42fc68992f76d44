import { zodResolver } from '@hookform/resolvers/zod';
import { getAuthClient, toast } from '@sqw/platform';
import { Card, Form } from '@sqw/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../forms/TextField';
import { notifyAuthError } from '../auth-errors';
import { PasswordForm } from '../schemas';
import { SubmitButton } from '../../forms/SubmitButton';

type Values = z.infer<typeof PasswordForm>;
const EMPTY: Values = { currentPassword: '', password: '', confirm: '' };
// The auth service ends every other session of the account when its password changes.
export const PASSWORD_CHANGED = 'Your password was changed. You have been signed out on other devices.';

/**
 * Changing the password: the auth service checks the current one before accepting the new one,
 * and signs the account out everywhere else, which the page says (and keeps saying).
 */
export function PasswordSection() {
  const form = useForm<Values>({ resolver: zodResolver(PasswordForm), defaultValues: EMPTY });
  const { handleSubmit, formState, reset } = form;
  const [changed, setChanged] = useState(false);
  const save = async (v: Values) => {
    setChanged(false);
    const supabase = await getAuthClient();
    const { error } = await supabase.auth.updateUser({ password: v.password, current_password: v.currentPassword });
    if (error) return notifyAuthError(error);
    toast({ title: 'Password updated', description: PASSWORD_CHANGED, variant: 'success' });
    setChanged(true);
    reset(EMPTY);
  };
  return (
    <Card as="section" aria-labelledby="password-title">
      <h2 id="password-title">Change Password</h2>
      <Form noValidate onSubmit={handleSubmit(save)} aria-label="Change password">
        <TextField form={form} name="currentPassword" label="Current Password" type="password" autoComplete="current-password" />
        <TextField form={form} name="password" id="newPassword" label="New Password" type="password" autoComplete="new-password" />
        <TextField form={form} name="confirm" id="confirmPassword" label="Confirm New Password" type="password" autoComplete="new-password" />
        <SubmitButton busy={formState.isSubmitting} busyLabel="Updating...">
          Update Password
        </SubmitButton>
        {/* The toast announces it; this stays on the page after the toast is gone. */}
        {changed && <p>{PASSWORD_CHANGED}</p>}
      </Form>
    </Card>
  );
}
