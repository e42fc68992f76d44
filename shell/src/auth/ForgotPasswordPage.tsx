import { zodResolver } from '@hookform/resolvers/zod';
import { getAuthClient } from '@sqw/platform';
import { Form } from '@sqw/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@sqw/router';
import type { z } from 'zod';
import { TextField } from '../forms/TextField';
import { AuthCard } from './AuthCard';
import { notifyAuthError } from './auth-errors';
import { ForgotForm } from './schemas';
import { SubmitButton } from '../forms/SubmitButton';

export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const form = useForm<z.infer<typeof ForgotForm>>({ resolver: zodResolver(ForgotForm), defaultValues: { email: '' } });
  const { handleSubmit, formState } = form;
  const onSubmit = async ({ email }: { email: string }) => {
    const supabase = await getAuthClient();
    const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${window.location.origin}/reset-password` });
    if (error) return notifyAuthError(error);
    setSent(true);
  };
  return (
    <AuthCard
      title="Reset Password"
      subtitle="Enter your e-mail and we'll send you a link to choose a new password."
      links={<Link to="/login">Back to Sign In</Link>}
    >
      {sent ? (
        <p role="status">If an account exists for that address, a reset link is on its way. Check your inbox.</p>
      ) : (
        <Form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Reset password">
          <TextField form={form} name="email" label="Email" required type="email" autoComplete="email" />
          <SubmitButton busy={formState.isSubmitting} busyLabel="Sending..." block>
            Send Reset Link
          </SubmitButton>
        </Form>
      )}
    </AuthCard>
  );
}
