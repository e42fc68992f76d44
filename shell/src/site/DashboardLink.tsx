import { Button } from '@sqw/ui';
import { Link } from '@sqw/router';

/** A signed-in member's way on, where a visitor is offered to register. */
export function DashboardLink({ size }: { size?: 'sm' | 'lg' }) {
  return (
    <Button as={Link} to="/dashboard" $size={size}>
      Go to Your Dashboard
    </Button>
  );
}
