import { messageOf, signOut, toast, useSession } from '@sqw/platform';
import { Button, Card, Field, Input } from '@sqw/ui';
import { useState } from 'react';
import { Link, useNavigate } from '@sqw/router';
import styled from 'styled-components';

const Box = styled(Card)`
  max-width: 560px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
`;

/** The Account tab: who is signed in (read-only) and signing out. Editing lives on /account. */
export function AccountTab() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const onSignOut = async () => {
    setBusy(true);
    try {
      await signOut();
      navigate('/');
    } catch (err) {
      toast({ title: 'Sign out failed', description: messageOf(err), variant: 'destructive' });
      setBusy(false);
    }
  };
  return (
    <Box aria-labelledby="account-title">
      <h3 id="account-title">Account Information</h3>
      <Field id="account-email" label="Email">
        <Input id="account-email" value={user?.email ?? ''} readOnly />
      </Field>
      <Field id="account-id" label="User ID">
        <Input id="account-id" value={user?.id ?? ''} readOnly />
      </Field>
      <Actions>
        <Button type="button" $variant="danger" onClick={onSignOut} disabled={busy}>
          {busy ? 'Signing out...' : 'Sign Out'}
        </Button>
        <Link to="/account">Edit your profile and password</Link>
      </Actions>
    </Box>
  );
}
