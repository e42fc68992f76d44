import { zodResolver } from '@hookform/resolvers/zod';
import { getAuthClient, toast, type SessionUser } from '@sqw/platform';
import { Button, Card, Field, Input, invalidProps, Stack } from '@sqw/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { notifyAuthError } from '../auth-errors';
import { ProfileForm } from '../schemas';

/** Personal information: view mode, edit mode, saved (Edit Profile / Save Changes / Cancel). */
export function ProfileSection({ user }: { user: SessionUser }) {
  const [editing, setEditing] = useState(false);
  const defaults = { firstName: user.firstName, lastName: user.lastName, email: user.email };
  const { register, handleSubmit, formState, reset } = useForm<ProfileForm>({ resolver: zodResolver(ProfileForm), values: defaults });
  const errors = formState.errors;

  const save = async (v: ProfileForm) => {
    const supabase = await getAuthClient();
    const emailChanged = v.email.toLowerCase() !== user.email.toLowerCase();
    const { error } = await supabase.auth.updateUser({
      ...(emailChanged ? { email: v.email } : {}),
      data: { firstName: v.firstName, lastName: v.lastName, full_name: `${v.firstName} ${v.lastName}` },
    });
    if (error) return notifyAuthError(error);
    toast({
      title: 'Account Updated',
      description: emailChanged ? `We sent a confirmation link to ${v.email}. Your e-mail changes once you open it.` : 'Your profile was saved.',
      variant: 'success',
    });
    setEditing(false);
  };

  const cancel = () => {
    reset(defaults);
    setEditing(false);
  };

  return (
    <Card as="section" aria-labelledby="profile-title">
      <h2 id="profile-title">Personal Information</h2>
      <form noValidate onSubmit={handleSubmit(save)} aria-label="Personal information">
        <Field id="firstName" label="First Name" error={errors.firstName?.message}>
          <Input disabled={!editing} {...invalidProps('firstName', errors.firstName?.message)} {...register('firstName')} />
        </Field>
        <Field id="lastName" label="Last Name" error={errors.lastName?.message}>
          <Input disabled={!editing} {...invalidProps('lastName', errors.lastName?.message)} {...register('lastName')} />
        </Field>
        <Field id="profileEmail" label="Email" error={errors.email?.message}>
          <Input type="email" disabled={!editing} {...invalidProps('profileEmail', errors.email?.message)} {...register('email')} />
        </Field>
        {editing ? (
          <Stack $row $gap="10px">
            <Button type="submit" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Saving...' : 'Save Changes'}
            </Button>
            <Button type="button" $variant="outline" onClick={cancel}>
              Cancel
            </Button>
          </Stack>
        ) : (
          <Button type="button" $variant="outline" onClick={() => setEditing(true)}>
            Edit Profile
          </Button>
        )}
      </form>
    </Card>
  );
}
