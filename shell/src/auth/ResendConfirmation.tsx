import { getAuthClient, toast } from '@sqw/platform';
import { Button } from '@sqw/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { authErrorMessage } from './auth-errors';
import { callbackUrl } from './session-actions';

const Wrap = styled.div`
  margin-top: 16px;
  text-align: center;
`;

/** Offered when a sign-in fails because the e-mail address is not confirmed yet. */
export function ResendConfirmation({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    const supabase = await getAuthClient();
    const { error } = await supabase.auth.resend({ type: 'signup', email, options: { emailRedirectTo: callbackUrl() } });
    setBusy(false);
    if (error) toast({ title: 'Error', description: authErrorMessage(error), variant: 'destructive' });
    else toast({ title: 'Confirmation sent', description: `We sent a new confirmation link to ${email}.`, variant: 'success' });
  };
  return (
    <Wrap>
      <Button type="button" $variant="outline" $size="sm" disabled={busy} onClick={resend}>
        {busy ? 'Sending...' : 'Resend confirmation e-mail'}
      </Button>
    </Wrap>
  );
}
