import { Button, Stack } from '@sqw/ui';
import { Link } from '@sqw/router';

/** The visitor's two ways in: a free account, or signing in. */
export function JoinActions() {
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
