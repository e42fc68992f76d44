import { auth } from '@sqw/contracts';
import { getAuthClient, toast } from '@sqw/platform';
import { Button, Card, Field, Input, invalidProps } from '@sqw/ui';
import { useState, type FormEvent } from 'react';
import { CardTitle } from '../../components/CardTitle';

type Errors = { current?: string; next?: string; confirm?: string };

/** The first problem with the three fields, in the order the form shows them; null when they may be sent. */
export function passwordFormProblem(current: string, next: string, confirm: string): { message: string; field: keyof Errors } | null {
  if (!next || !confirm) return { message: 'Please fill in both password fields', field: next ? 'confirm' : 'next' };
  if (next !== confirm) return { message: 'Passwords do not match', field: 'confirm' };
  if (!current) return { message: 'Please enter your current password.', field: 'current' };
  // The same policy the auth service applies, so the message matches what it would say.
  const weak = auth.passwordProblem(next);
  return weak ? { message: weak.message, field: 'next' } : null;
}

/** The admin changes their own password through the auth service; the current one is required. */
export function PasswordForm() {
  const [values, setValues] = useState({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = passwordFormProblem(values.current, values.next, values.confirm);
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      return toast({ title: problem.message, variant: 'destructive' });
    }
    setErrors({});
    setBusy(true);
    try {
      const { error } = await (await getAuthClient()).auth.updateUser({ password: values.next, current_password: values.current });
      if (error) {
        const field: keyof Errors = error.code === 'current_password_mismatch' || error.code === 'current_password_required' ? 'current' : 'next';
        setErrors({ [field]: error.message });
        return toast({ title: 'Password not changed', description: error.message, variant: 'destructive' });
      }
      toast({ title: 'Admin password updated successfully', variant: 'success' });
      setValues({ current: '', next: '', confirm: '' });
    } finally {
      setBusy(false);
    }
  };

  const field = (k: keyof Errors, id: string, label: string, autoComplete: string) => (
    <Field id={id} label={label} error={errors[k]}>
      <Input type="password" autoComplete={autoComplete} {...invalidProps(id, errors[k])} value={values[k]} onChange={set(k)} />
    </Field>
  );
  return (
    <Card as="form" noValidate aria-label="Change password" onSubmit={submit}>
      <CardTitle>Change Your Password</CardTitle>
      {field('current', 'current-password', 'Current Password', 'current-password')}
      {field('next', 'new-password', 'New Password', 'new-password')}
      {field('confirm', 'confirm-password', 'Confirm New Password', 'new-password')}
      <Button type="submit" disabled={busy}>
        {busy ? 'Updating...' : 'Update Password'}
      </Button>
    </Card>
  );
}
