import { notifyError, toast, useMutation } from '@sqw/platform';
import { Button, Muted } from '@sqw/ui';
import styled from 'styled-components';

const KeyLabel = styled(Muted)`
  margin-bottom: 6px;
  font-size: 0.9rem;
`;
const Steps = styled.ol`
  margin: 0 0 20px;
  padding-left: 1.2rem;
  color: ${(p) => p.theme.color.muted};
  line-height: 1.6;
  li + li {
    margin-top: 6px;
  }
`;

// The QR code needs its own light, quiet zone to scan; the gold frame keeps it in the site's style.
const Qr = styled.img`
  display: block;
  width: 200px;
  max-width: 100%;
  aspect-ratio: 1;
  margin: 0 auto 20px;
  padding: 8px;
  background: #fff;
  border-radius: ${(p) => p.theme.radius.sm};
  box-shadow: ${(p) => p.theme.shadow.gold};
`;

const KeyRow = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  flex-wrap: wrap;
  margin-bottom: 22px;
  padding: 12px 14px;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.color.surfaceRaised};
`;

const Key = styled.code`
  flex: 1 1 200px;
  min-width: 0;
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: 0.95rem;
  letter-spacing: 0.08em;
  color: ${(p) => p.theme.color.goldLight};
  overflow-wrap: anywhere;
`;

/** The first sign-in's setup: the QR code to scan, and the same key as text for apps that take it typed. */
export function EnrolInstructions({ qrCode, secret }: { qrCode: string; secret: string }) {
  const copying = useMutation((text: string) => navigator.clipboard.writeText(text));
  const copy = async () => {
    const result = await copying.run(secret);
    if (!result) return;
    if (result.ok) toast({ title: 'Key copied', variant: 'success' });
    else notifyError(result.error, 'Copy did not work', 'Select the key and copy it by hand.');
  };
  return (
    <>
      <Steps>
        <li>Open an authenticator app (Google Authenticator, 1Password, Authy…).</li>
        <li>Scan this QR code, or enter the setup key below.</li>
        <li>Type the 6-digit code the app shows to confirm.</li>
      </Steps>
      <Qr src={qrCode} alt="QR code for your authenticator app" width={200} height={200} />
      <KeyLabel id="setup-key-label">Setup key</KeyLabel>
      <KeyRow>
        <Key aria-labelledby="setup-key-label" data-testid="totp-secret">
          {secret}
        </Key>
        <Button type="button" $variant="outline" $size="sm" disabled={copying.busy} onClick={copy}>
          Copy key
        </Button>
      </KeyRow>
    </>
  );
}
