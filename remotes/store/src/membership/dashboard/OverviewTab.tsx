import { store } from '@sqw/contracts';
import { Button, Card, Grid, SectionTitle } from '@sqw/ui';
import { Link } from '@sqw/router';
import styled from 'styled-components';
import { formatDate, formatDateTime, plural } from '../format';

const Stat = styled(Card)`
  dt {
    color: ${(p) => p.theme.color.muted};
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.1em;
  }
  dd {
    margin: 8px 0 0;
    font-family: ${(p) => p.theme.font.heading};
    font-size: 2rem;
    color: ${(p) => p.theme.color.gold};
  }
  dd small {
    display: block;
    font-family: ${(p) => p.theme.font.body};
    font-size: 0.85rem;
    color: ${(p) => p.theme.color.muted};
    margin-top: 4px;
  }
`;

const Stats = styled(Grid).attrs({ as: 'dl' })`
  margin: 0 0 40px;
`;

const Actions = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 16px;
`;

const QUICK_ACTIONS = [
  { to: '/courses', label: 'My Courses' },
  { to: '/sessions', label: 'Book a Session' },
  { to: '/resources', label: 'Member Resources' },
  { to: '/infinitrii-nexus', label: 'Coaching Options' },
  { to: '/account', label: 'Account Settings' },
];

function nextSessionText(s: store.CoachingSession | null) {
  if (!s) return { value: 'None', note: 'No session booked yet' };
  if (s.status === 'confirmed' && s.scheduled_at) return { value: formatDate(s.scheduled_at), note: formatDateTime(s.scheduled_at) };
  return { value: 'Requested', note: 'Awaiting confirmation of your preferred times' };
}

/** The member's real figures; a new member sees zeros and "None", never sample numbers. */
export function OverviewTab({ data }: { data: store.Dashboard }) {
  const next = nextSessionText(data.next_session);
  const plan = data.membership;
  return (
    <>
      <Stats $min="200px" $gap="16px">
        <Stat as="div">
          <dt>Active Courses</dt>
          <dd>{data.active_courses}</dd>
        </Stat>
        <Stat as="div">
          <dt>Completed Lessons</dt>
          <dd>{data.completed_lessons}</dd>
        </Stat>
        <Stat as="div">
          <dt>Next Session</dt>
          <dd>
            {next.value}
            <small>{next.note}</small>
          </dd>
        </Stat>
        <Stat as="div">
          <dt>Membership</dt>
          <dd>
            {plan && plan.status === 'active' ? plan.title : 'None'}
            <small>{plan && plan.status === 'active' ? `Renews ${formatDate(plan.renews_at)}` : <Link to="/pricing">View membership plans</Link>}</small>
          </dd>
        </Stat>
        <Stat as="div">
          <dt>Session Credits</dt>
          <dd>
            {data.session_credits}
            <small>{plural(data.session_credits, 'session')} available to book</small>
          </dd>
        </Stat>
      </Stats>
      <SectionTitle as="h3">Quick Actions</SectionTitle>
      <Actions aria-label="Quick actions">
        {QUICK_ACTIONS.map((a) => (
          <Button key={a.to} as={Link} to={a.to} $variant="outline" $size="sm">
            {a.label}
          </Button>
        ))}
      </Actions>
    </>
  );
}
