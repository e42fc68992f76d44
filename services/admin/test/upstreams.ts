import { randomUUID } from 'node:crypto';
import type { AdminSettings, UpstreamName } from '../src/settings';
import { cursorPaged, daysAgo, fakeService, gotrueList, gotrueUser, type Fake, type FakeAnswer } from './fakes';

const ok = (): FakeAnswer => ({ body: { ok: true } });
const auditOf = (entries: { id: number; action: string; created_at: string }[]) => () => ({
  body: {
    items: entries.map((entry) => ({ actor_id: randomUUID(), actor_email: 'admin@example.com', target_type: 't', target_id: 'x', details: {}, ...entry })),
  },
});

export const ALICE = gotrueUser({ email: 'alice@example.com', created_at: daysAgo(0), last_sign_in_at: daysAgo(0, 13), meta: { full_name: 'Alice Able' } });
export const BOB = gotrueUser({
  email: 'bob@example.com',
  created_at: daysAgo(5),
  meta: { firstName: 'Bob', lastName: 'Baker' },
  banned_until: '2999-01-01T00:00:00Z',
});
export const CAROL = gotrueUser({
  email: 'carol@example.com',
  created_at: daysAgo(40),
  last_sign_in_at: daysAgo(1),
  role: 'admin',
  meta: { full_name: 'Carol Admin' },
});

export const CONTACTS = [
  { id: randomUUID(), name: 'Cora Contact', email: 'cora@example.com', message: 'Hi', status: 'new', created_at: daysAgo(1), updated_at: daysAgo(1) },
  { id: randomUUID(), name: 'Old Contact', email: 'old@example.com', message: 'Hey', status: 'read', created_at: daysAgo(9), updated_at: daysAgo(9) },
];
export const proposal = (formType: 'estate' | 'creative', name: string, created: string, answers: Record<string, string> = {}) => ({
  id: randomUUID(),
  form_type: formType,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  phone: '555-0100',
  company: null,
  property_address: null,
  property_value: null,
  timeline: 'asap',
  project_type: null,
  budget: null,
  description: 'd',
  referral_source: null,
  add_on: null,
  status: 'new',
  created_at: created,
  updated_at: created,
  ...answers,
});
export const PROPOSALS = [
  proposal('estate', 'Eve Estate', daysAgo(0), {
    company: 'Skyline Realty',
    property_address: '1 Ocean Drive',
    budget: '30k-50k',
    add_on: 'landing-page',
    description: 'Villa shoot',
  }),
  proposal('creative', 'Cree Creative', daysAgo(3), { project_type: 'music-video', status: 'won' }),
];

export const ORDERS = [
  { user_id: ALICE.id, status: 'paid', amount_cents: 4999 },
  { user_id: ALICE.id, status: 'pending_payment', amount_cents: 1000 },
  { user_id: CAROL.id, status: 'paid', amount_cents: 100 },
];

/** Page views on the last two days only: 10 views by 4 visitors, of whom 3 distinct over both days. */
function dailyStats(query: URLSearchParams): FakeAnswer {
  const days: { date: string; views: number; visitors: number; subscribers: number; guide_leads: number; contact_messages: number }[] = [];
  for (let day = Date.parse(query.get('from')!); day <= Date.parse(query.get('to')!); day += 86_400_000) {
    const date = new Date(day).toISOString().slice(0, 10);
    const recent = date >= daysAgo(1).slice(0, 10);
    days.push({ date, views: recent ? 5 : 0, visitors: recent ? 2 : 0, subscribers: 0, guide_leads: 0, contact_messages: 0 });
  }
  return {
    body: { from: query.get('from'), to: query.get('to'), days, totals: { views: 10, visitors: 3, subscribers: 0, guide_leads: 0, contact_messages: 0 } },
  };
}

function revenue(query: URLSearchParams): FakeAnswer {
  const days = Number(query.get('days'));
  const by_day = Array.from({ length: days }, (_, i) => ({
    day: daysAgo(days - 1 - i).slice(0, 10),
    orders: i === days - 1 ? 2 : 0,
    amount_cents: i === days - 1 ? 5099 : 0,
  }));
  return { body: { days, total_cents: 5099, paid_orders: 2, by_day, by_kind: [{ kind: 'product', orders: 2, amount_cents: 5099 }] } };
}

export const WE_CSV = 'Business Name,Package\r\n"Acme, Inc",Basic\r\n';

/** Fakes of every upstream admin API, answering like the real route files. */
export async function startUpstreams(users: unknown[] = [ALICE, BOB, CAROL]) {
  const fakes: Record<UpstreamName, Fake> = {
    auth: await fakeService({
      '/auth/v1/admin/users': gotrueList(users),
      '/admin/audit': auditOf([{ id: 7, action: 'auth.user.create', created_at: daysAgo(2) }]),
      '/readyz': ok,
    }),
    site: await fakeService({
      '/admin/contact-messages': cursorPaged(CONTACTS),
      '/admin/stats/daily': dailyStats,
      '/admin/audit': auditOf([{ id: 3, action: 'site.contact_message.status', created_at: new Date(Date.now() - 3_600_000).toISOString() }]),
      '/readyz': ok,
    }),
    media: await fakeService({
      '/admin/proposals': (query) => {
        const formType = query.get('form_type') ?? query.get('formType');
        return cursorPaged(PROPOSALS.filter((p) => !formType || p.form_type === formType))(query);
      },
      '/admin/audit': auditOf([]),
      '/readyz': ok,
    }),
    webEssentials: await fakeService({
      '/admin/submissions': () => ({ body: { items: [], total: 4 } }),
      '/admin/submissions.csv': () => ({ text: WE_CSV }),
      '/admin/audit': auditOf([{ id: 1, action: 'web-essentials.submission.status', created_at: daysAgo(1) }]),
      '/readyz': ok,
    }),
    store: await fakeService({
      '/admin/revenue': revenue,
      '/admin/orders': cursorPaged(ORDERS),
      '/config/public': () => ({ body: { test_mode: true, cashapp_handle: '$SQWCoaching' } }),
      '/admin/audit': auditOf([{ id: 9, action: 'store.order.mark_paid', created_at: daysAgo(3) }]),
      '/readyz': ok,
    }),
    hall: await fakeService({ '/admin/audit': auditOf([]), '/readyz': () => ({ status: 503, body: {} }) }),
  };
  const urls: AdminSettings['serviceUrls'] = Object.fromEntries(Object.entries(fakes).map(([name, fake]) => [name, fake.url]));
  return { fakes, urls, close: () => Promise.all(Object.values(fakes).map((fake) => fake.close())) };
}
