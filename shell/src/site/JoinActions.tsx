import { useSession } from '@sqw/platform';
import { Button, Stack } from '@sqw/ui';
import { Link } from '@sqw/router';
import { DashboardLink } from './DashboardLink';

/** The visitor's two ways in: a free account, or signing in; a member is sent on to the dashboard. */
export function JoinActions() {
  const { user } = useSession();
  if (user) return <DashboardLink />;
  return (
    <Stack $row $wrap $gap="12px">
      <Button as={Link} to="/register">
        Register for Free
      </Button>
      <Button as={Link} to="/login" $variant="outline">
        Client Login
      </Button>
    </Stack>
  );
}
