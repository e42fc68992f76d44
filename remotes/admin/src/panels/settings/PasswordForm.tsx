import { zodResolver } from '@hookform/resolvers/zod';
import { auth } from '@sqw/contracts';
import { ApiError, applyServerErrors, getAuthClient, notifyError, toast } from '@sqw/platform';
import { Button, Card, Field, Form, Input, invalidProps } from '@sqw/ui';
import { useForm, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { CardTitle } from '../../components/CardTitle';

type Values = { current: string; next: string; confirm: string };
const EMPTY: Values = { current: '', next: '', confirm: '' };

/** The first problem with the three fields, in the order the form shows them; null when they may be sent. */
export function passwordFormProblem(current: string, next: string, confirm: string): { message: string; field: keyof Values } | null {
  if (!next || !confirm) return { message: 'Please fill in both password fields', field: next ? 'confirm' : 'next' };
  if (next !== confirm) return { message: 'Passwords do not match', field: 'confirm' };
  if (!current) return { message: 'Please enter your current password.', field: 'current' };
  // The same policy the auth service applies, so the message matches what it would say.
  const weak = auth.passwordProblem(next);
  return weak ? { message: weak.message, field: 'next' } : null;
}

// One problem at a time, under its field: the form names the first thing to fix, not all at once.
const PasswordChange = z.object({ current: z.string(), next: z.string(), confirm: z.string() }).superRefine((v, ctx) => {
  const problem = passwordFormProblem(v.current, v.next, v.confirm);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
});

/** The auth service's refusal as the field it concerns: the current password, else the new one. */
const refusalOf = (error: { status?: number; code?: string; message: string }) => {
  const field = error.code === 'current_password_mismatch' || error.code === 'current_password_required' ? 'current' : 'next';
  return new ApiError(error.status ?? 400, error.code ?? 'refused', error.message, [{ path: field, message: error.message }]);
};

/** The admin changes their own password through the auth service; the current one is required. */
export function PasswordForm() {
  const form = useForm<Values>({ resolver: zodResolver(PasswordChange), defaultValues: EMPTY });
  const { register, handleSubmit, reset, formState } = form;
  const errors = formState.errors;

  const onValid = async (values: Values) => {
    try {
      const { error } = await (await getAuthClient()).auth.updateUser({ password: values.next, current_password: values.current });
      if (error) throw refusalOf(error);
    } catch (err) {
      applyServerErrors(form, err, { fields: ['current', 'next'] });
      return notifyError(err, 'Password not changed');
    }
    toast({ title: 'Admin password updated successfully', variant: 'success' });
    reset(EMPTY);
  };
  // A toast says the problem too, so it is read even when its field is out of view.
  const onInvalid = (errs: FieldErrors<Values>) => {
    const message = errs.current?.message ?? errs.next?.message ?? errs.confirm?.message;
    if (message) notifyError(null, message, '');
  };

  const field = (k: keyof Values, id: string, label: string, autoComplete: string) => (
    <Field id={id} label={label} error={errors[k]?.message}>
      <Input type="password" autoComplete={autoComplete} {...invalidProps(id, errors[k]?.message)} {...register(k)} />
    </Field>
  );
  return (
    <Card as={Form} noValidate aria-label="Change password" onSubmit={handleSubmit(onValid, onInvalid)}>
      <CardTitle>Change Your Password</CardTitle>
      {field('current', 'current-password', 'Current Password', 'current-password')}
      {field('next', 'new-password', 'New Password', 'new-password')}
      {field('confirm', 'confirm-password', 'Confirm New Password', 'new-password')}
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Updating...' : 'Update Password'}
      </Button>
    </Card>
  );
}
