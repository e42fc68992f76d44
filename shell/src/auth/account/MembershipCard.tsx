import { store } from '@sqw/contracts';
import { call, useResource } from '@sqw/platform';
import { Badge, Button, Card, ErrorPanel, Spinner } from '@sqw/ui';
import { Link } from '@sqw/router';

const date = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** The member's plan, from the store service (activated when an admin confirms the plan's payment). */
export function MembershipCard() {
  const view = useResource((signal) => call(store.endpoints.membership, { signal }), []);
  const m = view.data?.membership;
  return (
    <Card as="section" aria-labelledby="membership-title">
      <h2 id="membership-title">Membership Status</h2>
      {view.loading ? (
        <Spinner label="Loading membership" />
      ) : view.error ? (
        <ErrorPanel title="Membership unavailable" message="We could not load your membership right now." onRetry={view.reload} />
      ) : m && m.status === 'active' ? (
        <>
          <p>
            <Badge $tone="success">Active</Badge> <strong>{m.title}</strong>
          </p>
          <p>
            Started {date(m.started_at)} · Renews {date(m.renews_at)}
          </p>
        </>
      ) : (
        <>
          <p>
            <Badge $tone="muted">Free member</Badge>
          </p>
          <p>{m ? `Your ${m.title} plan is ${m.status}.` : 'You have a free account.'} Upgrade for premium content and coaching perks.</p>
          <Button as={Link} to="/pricing" $variant="outline" $size="sm">
            View Plans
          </Button>
        </>
      )}
    </Card>
  );
}
