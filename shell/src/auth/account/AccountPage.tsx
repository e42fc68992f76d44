import { notifyError, signOut, toast, useMutation, useSession } from '@sqw/platform';
import { Button, Card, Container, Eyebrow, Grid, Section, Stack, Title } from '@sqw/ui';
import { useNavigate } from '@sqw/router';
import { MembershipCard } from './MembershipCard';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';

export function AccountPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const signingOut = useMutation(signOut);
  if (!user) return null;

  const out = async (scope: 'local' | 'others') => {
    const result = await signingOut.run(scope);
    if (!result) return;
    if (!result.ok) notifyError(result.error, 'Error');
    else if (scope === 'others') toast({ title: 'Signed out elsewhere', description: 'Your other devices are signed out.', variant: 'success' });
    else navigate('/');
  };

  return (
    <Section>
      <Container>
        <Eyebrow>Account</Eyebrow>
        <Title>Account Settings</Title>
        <Grid $min="340px">
          <ProfileSection user={user} />
          <Stack>
            <MembershipCard />
            <PasswordSection />
            <Card as="section" aria-labelledby="signout-title">
              <h2 id="signout-title">Sessions</h2>
              <Stack $row $wrap $gap="10px">
                <Button type="button" $variant="danger" disabled={signingOut.busy} onClick={() => void out('local')}>
                  Sign Out
                </Button>
                <Button type="button" $variant="outline" disabled={signingOut.busy} onClick={() => void out('others')}>
                  Sign out other devices
                </Button>
              </Stack>
            </Card>
          </Stack>
        </Grid>
      </Container>
    </Section>
  );
}
