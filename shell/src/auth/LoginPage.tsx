import { zodResolver } from '@hookform/resolvers/zod';
import { getAuthClient, notifyError, setRememberMe, toast, toSessionUser } from '@sqw/platform';
import { Button, CheckRow, ErrorPanel, Form } from '@sqw/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from '@sqw/router';
import styled from 'styled-components';
import { TextField } from '../forms/TextField';
import { AuthCard } from './AuthCard';
import { callbackErrorMessage, notifyAuthError } from './auth-errors';
import { afterSignIn } from './return-to';
import { ResendConfirmation } from './ResendConfirmation';
import { LoginForm } from './schemas';
import { SubmitButton } from '../forms/SubmitButton';

/** 'Remember me' and 'Forgot password?' on one line (wrapping on narrow screens). */
const Options = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 18px;
`;

const Remember = styled(CheckRow)`
  margin: 0;
`;

type From = { from?: { pathname: string; search?: string; hash?: string }; admin?: boolean };

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as From;
  const [params] = useSearchParams();
  const [adminMode, setAdminMode] = useState(Boolean(state.admin));
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const form = useForm<LoginForm>({
    resolver: zodResolver(LoginForm),
    defaultValues: { email: '', password: '', remember: true },
  });
  const { register, handleSubmit, formState } = form;

  const onSubmit = async (values: LoginForm) => {
    setUnconfirmed(null);
    try {
      setRememberMe(values.remember);
      const supabase = await getAuthClient();
      const { data, error } = await supabase.auth.signInWithPassword({ email: values.email, password: values.password });
      if (error) {
        if (error.code === 'email_not_confirmed') setUnconfirmed(values.email);
        notifyAuthError(error);
        return;
      }
      const user = toSessionUser(data.user, data.session.access_token);
      if (adminMode && user.role !== 'admin') {
        await supabase.auth.signOut({ scope: 'local' });
        notifyError(null, 'Error', 'This account does not have administrator access. Use the Client Portal to sign in.');
        return;
      }
      // An admin's password is the first step: /admin asks for the authenticator code next.
      if (adminMode) {
        navigate('/admin', { replace: true });
        return;
      }
      toast({ title: 'Login successful!', variant: 'success' });
      navigate(afterSignIn(location.search, state.from), { replace: true });
    } catch (err) {
      notifyError(err, 'Error');
    }
  };

  const callbackError = params.get('error');
  return (
    <AuthCard
      title={adminMode ? 'Admin Portal' : 'Client Portal'}
      subtitle={adminMode ? 'Administrators sign in with their staff account.' : 'Sign in to your account'}
      links={
        <>
          <Button type="button" $variant="ghost" $size="sm" onClick={() => setAdminMode(!adminMode)}>
            {adminMode ? 'Switch to Client Portal' : 'Switch to Admin Portal'}
          </Button>
          {!adminMode ? (
            <span>
              Don't have an account? <Link to="/register">Register for free</Link>
            </span>
          ) : null}
          <Link to="/access-prompt">← Back to Access Options</Link>
        </>
      }
    >
      {callbackError ? <ErrorPanel title="Sign-in did not complete" message={callbackErrorMessage(callbackError)} /> : null}
      <Form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={adminMode ? 'Admin sign in' : 'Client sign in'}>
        <TextField form={form} name="email" label="Email" required type="email" autoComplete="email" />
        <TextField form={form} name="password" label="Password" required type="password" autoComplete="current-password" />
        <Options>
          <Remember>
            <input type="checkbox" {...register('remember')} /> Remember me
          </Remember>
          <Link to="/forgot-password">Forgot password?</Link>
        </Options>
        <SubmitButton busy={formState.isSubmitting} busyLabel="Signing in..." block>
          Sign In
        </SubmitButton>
      </Form>
      {unconfirmed ? <ResendConfirmation email={unconfirmed} /> : null}
    </AuthCard>
  );
}
