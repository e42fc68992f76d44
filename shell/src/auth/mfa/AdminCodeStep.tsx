import { zodResolver } from '@hookform/resolvers/zod';
import { auth } from '@sqw/contracts';
import { signOut, toast } from '@sqw/platform';
import { Button, ErrorPanel, Field, Form, Input, invalidProps, PageSpinner } from '@sqw/ui';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from '@sqw/router';
import { AuthCard } from '../AuthCard';
import { AdminCodeForm } from '../schemas';
import { loadAdminFactor, verifyAdminCode, type FactorStep } from './admin-factor';
import { mfaErrorMessage } from './mfa-messages';
import { EnrolInstructions } from './EnrolInstructions';
import { SubmitButton } from '../../forms/SubmitButton';

/**
 * The Admin Portal's second step, shown in place of /admin while the session is aal1: an
 * admin's first sign-in sets up an authenticator app (QR code and key), later ones ask for
 * its 6-digit code. Only an aal2 session lets the guard load the admin area.
 */
export function AdminCodeStep() {
  const navigate = useNavigate();
  const [step, setStep] = useState<FactorStep>({ kind: 'loading' });
  const { register, handleSubmit, formState, setError, setFocus } = useForm<AdminCodeForm>({
    resolver: zodResolver(AdminCodeForm),
    defaultValues: { code: '' },
  });
  const error = formState.errors.code?.message;
  const started = useRef(false);

  const load = () => {
    setStep({ kind: 'loading' });
    loadAdminFactor().then(setStep, (err: Error) => setStep({ kind: 'failed', error: err }));
  };
  useEffect(() => {
    // Once per visit: a second run would enrol a second factor.
    if (started.current) return;
    started.current = true;
    load();
  }, []);
  useEffect(() => {
    if (step.kind === 'code') setFocus('code');
  }, [step.kind, setFocus]);

  const verify = async ({ code }: AdminCodeForm) => {
    if (step.kind !== 'enrol' && step.kind !== 'code') return;
    try {
      const refused = await verifyAdminCode(step.factorId, auth.normaliseTotpCode(code));
      if (refused) return setError('code', { type: 'server', message: mfaErrorMessage(refused) }, { shouldFocus: true });
      toast({ title: 'Admin login successful!', variant: 'success' });
    } catch (err) {
      setError('code', { type: 'server', message: err instanceof Error ? mfaErrorMessage(err) : 'An unexpected error occurred' });
    }
  };

  const leave = async () => {
    await signOut('local').catch(() => undefined);
    navigate('/login', { replace: true, state: { admin: true } });
  };

  const enrolling = step.kind === 'enrol';
  return (
    <AuthCard
      title={enrolling ? 'Set up two-step verification' : 'Two-step verification'}
      subtitle={
        enrolling
          ? 'The Admin Portal needs a code from an authenticator app each time you sign in. Set it up once now.'
          : 'Enter the 6-digit code from your authenticator app to open the Admin Portal.'
      }
      links={
        <Button type="button" $variant="ghost" $size="sm" onClick={leave}>
          Sign out and use another account
        </Button>
      }
    >
      {step.kind === 'loading' ? <PageSpinner label="Preparing two-step verification" /> : null}
      {step.kind === 'failed' ? <ErrorPanel title="Two-step verification is not available" message={mfaErrorMessage(step.error)} onRetry={load} /> : null}
      {step.kind === 'enrol' ? <EnrolInstructions qrCode={step.qrCode} secret={step.secret} /> : null}
      {step.kind === 'enrol' || step.kind === 'code' ? (
        <Form noValidate onSubmit={handleSubmit(verify)} aria-label="Verify your authenticator code">
          <Field id="totp-code" label="6-digit code" required error={error}>
            <Input type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={7} {...invalidProps('totp-code', error)} {...register('code')} />
          </Field>
          <SubmitButton busy={formState.isSubmitting} busyLabel="Checking..." block>
            {enrolling ? 'Confirm and open the Admin Portal' : 'Verify and open the Admin Portal'}
          </SubmitButton>
        </Form>
      ) : null}
    </AuthCard>
  );
}
