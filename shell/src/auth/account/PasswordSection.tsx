import { zodResolver } from '@hookform/resolvers/zod';
import { getAuthClient, toast } from '@sqw/platform';
import { Button, Card, Field, Input, invalidProps } from '@sqw/ui';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { authErrorMessage } from '../auth-errors';
import { PasswordForm } from '../schemas';

type Values = z.infer<typeof PasswordForm>;
const EMPTY: Values = { currentPassword: '', password: '', confirm: '' };

/** Changing the password: the auth service checks the current one before accepting the new one. */
export function PasswordSection() {
  const { register, handleSubmit, formState, reset } = useForm<Values>({ resolver: zodResolver(PasswordForm), defaultValues: EMPTY });
  const errors = formState.errors;
  const save = async (v: Values) => {
    const supabase = await getAuthClient();
    const { error } = await supabase.auth.updateUser({ password: v.password, current_password: v.currentPassword });
    if (error) return void toast({ title: 'Error', description: authErrorMessage(error), variant: 'destructive' });
    toast({ title: 'Password updated', description: 'Use your new password next time you sign in.', variant: 'success' });
    reset(EMPTY);
  };
  return (
    <Card as="section" aria-labelledby="password-title">
      <h2 id="password-title">Change Password</h2>
      <form noValidate onSubmit={handleSubmit(save)} aria-label="Change password">
        <Field id="currentPassword" label="Current Password" error={errors.currentPassword?.message}>
          <Input type="password" autoComplete="current-password" {...invalidProps('currentPassword', errors.currentPassword?.message)} {...register('currentPassword')} />
        </Field>
        <Field id="newPassword" label="New Password" error={errors.password?.message}>
          <Input type="password" autoComplete="new-password" {...invalidProps('newPassword', errors.password?.message)} {...register('password')} />
        </Field>
        <Field id="confirmPassword" label="Confirm New Password" error={errors.confirm?.message}>
          <Input type="password" autoComplete="new-password" {...invalidProps('confirmPassword', errors.confirm?.message)} {...register('confirm')} />
        </Field>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Updating...' : 'Update Password'}
        </Button>
      </form>
    </Card>
  );
}
