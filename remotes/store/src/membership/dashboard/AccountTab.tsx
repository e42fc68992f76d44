import { notifyError, signOut, useMutation, useSession } from '@sqw/platform';
import { Button, Card, Field, Input } from '@sqw/ui';
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
  const leaving = useMutation(signOut);
  const onSignOut = async () => {
    const result = await leaving.run();
    if (!result) return;
    if (result.ok) navigate('/');
    else notifyError(result.error, 'Sign out failed');
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
        <Button type="button" $variant="danger" onClick={() => void onSignOut()} disabled={leaving.busy}>
          {leaving.busy ? 'Signing out...' : 'Sign Out'}
        </Button>
        <Link to="/account">Edit your profile and password</Link>
      </Actions>
    </Box>
  );
}
