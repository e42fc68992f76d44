import { zodResolver } from '@hookform/resolvers/zod';
import { getAuthClient, toast, type SessionUser } from '@sqw/platform';
import { Button, Card, Form, Stack } from '@sqw/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../forms/TextField';
import { notifyAuthError } from '../auth-errors';
import { ProfileForm } from '../schemas';
import { SubmitButton } from '../../forms/SubmitButton';

/** Personal information: view mode, edit mode, saved (Edit Profile / Save Changes / Cancel). */
export function ProfileSection({ user }: { user: SessionUser }) {
  const [editing, setEditing] = useState(false);
  const defaults = { firstName: user.firstName, lastName: user.lastName, email: user.email };
  const form = useForm<ProfileForm>({ resolver: zodResolver(ProfileForm), values: defaults });
  const { handleSubmit, formState, reset } = form;

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
      <Form noValidate onSubmit={handleSubmit(save)} aria-label="Personal information">
        <TextField form={form} name="firstName" label="First Name" disabled={!editing} />
        <TextField form={form} name="lastName" label="Last Name" disabled={!editing} />
        <TextField form={form} name="email" id="profileEmail" label="Email" type="email" disabled={!editing} />
        {editing ? (
          <Stack $row $gap="10px">
            <SubmitButton busy={formState.isSubmitting} busyLabel="Saving...">
              Save Changes
            </SubmitButton>
            <Button type="button" $variant="outline" onClick={cancel}>
              Cancel
            </Button>
          </Stack>
        ) : (
          <Button type="button" $variant="outline" onClick={() => setEditing(true)}>
            Edit Profile
          </Button>
        )}
      </Form>
    </Card>
  );
}
