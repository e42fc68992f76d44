import { getAuthClient, notifyError, toast, useMutation } from '@sqw/platform';
import { Button } from '@sqw/ui';
import styled from 'styled-components';
import { notifyAuthError } from './auth-errors';
import { callbackUrl } from './session-actions';

const Wrap = styled.div`
  margin-top: 16px;
  text-align: center;
`;

async function resendConfirmation(email: string) {
  const supabase = await getAuthClient();
  const { error } = await supabase.auth.resend({ type: 'signup', email, options: { emailRedirectTo: callbackUrl() } });
  return error;
}

/** Offered when a sign-in fails because the e-mail address is not confirmed yet. */
export function ResendConfirmation({ email }: { email: string }) {
  const { run, busy } = useMutation(resendConfirmation);
  const resend = async () => {
    const result = await run(email);
    if (!result) return;
    if (!result.ok) notifyError(result.error, 'Error');
    else if (result.value) notifyAuthError(result.value);
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
