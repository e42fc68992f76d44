import { useSession } from '@sqw/platform';
import { Button } from '@sqw/ui';
import { Link } from '@sqw/router';
import { DashboardLink } from '../DashboardLink';
import { Band } from './Band';

/**
 * The closing invitation to register, on the home page and the guest pages. A member already
 * has the account it offers, so they are sent on to their dashboard instead.
 */
export function RegisterCta({ title, body }: { title: string; body: string }) {
  const { user } = useSession();
  if (user)
    return (
      <Band id="register-cta-title" title="Continue Your Journey">
        <p>Your courses, coaching sessions and orders are waiting on your dashboard.</p>
        <DashboardLink size="lg" />
      </Band>
    );
  return (
    <Band id="register-cta-title" title={title}>
      <p>{body}</p>
      <Button as={Link} to="/register" $size="lg">
        Register for Free
      </Button>
    </Band>
  );
}
