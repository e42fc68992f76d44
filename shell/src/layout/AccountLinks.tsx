import { useSession } from '@sqw/platform';
import { Button, Stack } from '@sqw/ui';
import { Link } from '@sqw/router';

/** 'Client Login' for visitors; Dashboard and Account (and Admin for admins) once signed in. */
export function AccountLinks({ block = false }: { block?: boolean }) {
  const { user } = useSession();
  if (!user)
    return (
      <Button as={Link} to="/login" $size="sm" $block={block}>
        Client Login
      </Button>
    );
  return (
    <Stack $row={!block} $gap="8px">
      {user.role === 'admin' ? (
        <Button as={Link} to="/admin" $size="sm" $variant="outline" $block={block}>
          Admin
        </Button>
      ) : null}
      <Button as={Link} to="/dashboard" $size="sm" $block={block}>
        Dashboard
      </Button>
      <Button as={Link} to="/account" $size="sm" $variant="ghost" $block={block} aria-label={`Account settings for ${user.email}`}>
        Account
      </Button>
    </Stack>
  );
}
