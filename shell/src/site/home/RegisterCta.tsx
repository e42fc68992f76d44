import { Button } from '@sqw/ui';
import { Link } from '@sqw/router';
import { Band } from './Band';

/** The closing invitation to register, on the home page and the guest pages. */
export function RegisterCta({ title, body }: { title: string; body: string }) {
  return (
    <Band id="register-cta-title" title={title}>
      <p>{body}</p>
      <Button as={Link} to="/register" $size="lg">
        Register for Free
      </Button>
    </Band>
  );
}
