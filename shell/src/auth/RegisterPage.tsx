import { zodResolver } from '@hookform/resolvers/zod';
import { auth } from '@sqw/contracts';
import { getAuthClient, notifyError, toast } from '@sqw/platform';
import { Form } from '@sqw/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Link } from '@sqw/router';
import { TextField } from '../forms/TextField';
import { AuthCard } from './AuthCard';
import { notifyAuthError } from './auth-errors';
import { RegisterForm } from './schemas';
import { callbackUrl } from './session-actions';
import { SubmitButton } from '../forms/SubmitButton';

const Two = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0 16px;
  @media (max-width: 520px) {
    grid-template-columns: 1fr;
  }
`;

export function RegisterPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<RegisterForm>({
    resolver: zodResolver(RegisterForm),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { handleSubmit, formState, reset } = form;

  const onSubmit = async (v: RegisterForm) => {
    try {
      const supabase = await getAuthClient();
      const { error } = await supabase.auth.signUp({
        email: v.email,
        password: v.password,
        // The role is not ours to send: the auth service always makes a new account a member.
        options: { emailRedirectTo: callbackUrl(), data: { firstName: v.firstName, lastName: v.lastName, full_name: `${v.firstName} ${v.lastName}` } },
      });
      if (error) {
        notifyAuthError(error);
        return;
      }
      toast({ title: 'Success', description: 'Account created successfully! Please check your email for verification.', variant: 'success' });
      setSentTo(v.email);
      reset();
    } catch (err) {
      notifyError(err, 'Error');
    }
  };

  return (
    <AuthCard
      title="Register"
      subtitle="Create a free account to access premium content and exclusive resources."
      links={
        <>
          <span>
            Already have an account? <Link to="/login">Sign In</Link>
          </span>
          <Link to="/access-prompt">Back to Access Options</Link>
        </>
      }
    >
      {sentTo ? (
        <p role="status">
          We sent a confirmation link to <strong>{sentTo}</strong>. Open it to activate your account, then sign in.
        </p>
      ) : null}
      <Form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Register">
        <Two>
          <TextField form={form} name="firstName" label="First Name" required autoComplete="given-name" />
          <TextField form={form} name="lastName" label="Last Name" required autoComplete="family-name" />
        </Two>
        <TextField form={form} name="email" label="Email" required type="email" autoComplete="email" />
        <TextField form={form} name="password" label="Password" required hint={auth.PASSWORD_HINT} type="password" autoComplete="new-password" />
        <SubmitButton busy={formState.isSubmitting} busyLabel="Registering..." block>
          Register
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
