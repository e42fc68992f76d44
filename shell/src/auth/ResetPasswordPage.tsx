import { zodResolver } from '@hookform/resolvers/zod';
import { getAuthClient, toast, useSession } from '@sqw/platform';
import { Form, PageSpinner } from '@sqw/ui';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from '@sqw/router';
import type { z } from 'zod';
import { TextField } from '../forms/TextField';
import { AuthCard } from './AuthCard';
import { notifyAuthError } from './auth-errors';
import { ResetForm } from './schemas';
import { SubmitButton } from '../forms/SubmitButton';

type Values = z.infer<typeof ResetForm>;

/** Reached from the recovery (or invitation) e-mail, which signs the person in for this one change. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const { status, user } = useSession();
  const form = useForm<Values>({ resolver: zodResolver(ResetForm), defaultValues: { password: '', confirm: '' } });
  const { handleSubmit, formState } = form;

  const onSubmit = async (v: Values) => {
    const supabase = await getAuthClient();
    const { error } = await supabase.auth.updateUser({ password: v.password });
    if (error) return notifyAuthError(error);
    toast({ title: 'Password updated', description: 'You can now use your new password. You have been signed out on other devices.', variant: 'success' });
    navigate('/dashboard', { replace: true });
  };

  if (status === 'loading') return <PageSpinner label="Checking your link" />;
  if (!user)
    return (
      <AuthCard title="Choose a New Password" links={<Link to="/forgot-password">Request a new link</Link>}>
        <p role="alert">This reset link is invalid or has expired. Request a new one.</p>
      </AuthCard>
    );
  return (
    <AuthCard title="Choose a New Password" subtitle={user.email}>
      <Form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Choose a new password">
        <TextField form={form} name="password" label="New Password" required type="password" autoComplete="new-password" />
        <TextField form={form} name="confirm" label="Confirm New Password" required type="password" autoComplete="new-password" />
        <SubmitButton busy={formState.isSubmitting} busyLabel="Saving..." block>
          Save Password
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
