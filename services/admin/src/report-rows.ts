import type { admin } from '@sqw/contracts';
import type { Submission } from './sources/contact';
import { isActive, roleOf, userName, type AuthUser } from './sources/auth-users';
import type { OrderFacts } from './sources/store';

type Columns<T> = { key: keyof T & string; label: string }[];

const day = (ts: string) => ts.slice(0, 10);
const dollars = (cents: number) => (cents / 100).toFixed(2);

export const USER_COLUMNS: Columns<ReturnType<typeof userRow>> = [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'status', label: 'Status' },
  { key: 'joinDate', label: 'Join Date' },
  { key: 'lastLogin', label: 'Last Login' },
  { key: 'role', label: 'Role' },
];

export const userRow = (u: AuthUser) => ({
  name: userName(u),
  email: u.email ?? '',
  status: isActive(u) ? 'Active' : 'Inactive',
  joinDate: day(u.created_at),
  lastLogin: u.last_sign_in_at ?? 'Never',
  role: roleOf(u),
});

export const ACTIVITY_COLUMNS: Columns<ReturnType<typeof activityRows>[number]> = [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'signedUp', label: 'Signed Up' },
  { key: 'lastSignIn', label: 'Last Sign-in' },
  { key: 'orders', label: 'Orders' },
  { key: 'paidOrders', label: 'Paid Orders' },
  { key: 'paidTotal', label: 'Paid Total (USD)' },
];

/** One row per user with the store's orders of that user folded in. */
export function activityRows(users: AuthUser[], orders: OrderFacts[]) {
  const byUser = new Map<string, { orders: number; paid: number; cents: number }>();
  for (const o of orders) {
    const s = byUser.get(o.user_id) ?? { orders: 0, paid: 0, cents: 0 };
    s.orders += 1;
    if (o.status === 'paid') {
      s.paid += 1;
      s.cents += o.amount_cents;
    }
    byUser.set(o.user_id, s);
  }
  return users.map((u) => {
    const s = byUser.get(u.id) ?? { orders: 0, paid: 0, cents: 0 };
    return {
      name: userName(u),
      email: u.email ?? '',
      signedUp: day(u.created_at),
      lastSignIn: u.last_sign_in_at ?? 'Never',
      orders: s.orders,
      paidOrders: s.paid,
      paidTotal: dollars(s.cents),
    };
  });
}

const TYPE_LABELS: Record<admin.ContactSubmissionType, string> = { contact: 'Contact', estate: 'Estate Proposal', creative: 'Creative Brief' };

export const CONTACT_COLUMNS: Columns<ReturnType<typeof contactRow>> = [
  { key: 'type', label: 'Type' },
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'phone', label: 'Phone' },
  { key: 'submittedAt', label: 'Submitted' },
  { key: 'status', label: 'Status' },
  { key: 'company', label: 'Company' },
  { key: 'propertyAddress', label: 'Property Address' },
  { key: 'propertyValue', label: 'Property Value' },
  { key: 'projectType', label: 'Project Type' },
  { key: 'timeline', label: 'Timeline' },
  { key: 'budget', label: 'Budget' },
  { key: 'addOn', label: 'Add-on' },
  { key: 'referralSource', label: 'Heard About Us' },
  { key: 'message', label: 'Message / Description' },
];

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One row per message or proposal, with option labels rather than stored values. */
export const contactRow = (s: Submission) => {
  const a = s.answers;
  return {
    type: TYPE_LABELS[s.type],
    name: s.name,
    email: s.email,
    phone: s.phone,
    submittedAt: s.submittedAt,
    status: a ? a.status : cap(s.status),
    company: a?.company ?? '',
    propertyAddress: a?.propertyAddress ?? '',
    propertyValue: a?.propertyValue ?? '',
    projectType: a?.projectType ?? '',
    timeline: a?.timeline ?? '',
    budget: a?.budget ?? '',
    addOn: a?.addOn ?? '',
    referralSource: a?.referralSource ?? '',
    message: s.message,
  };
};

export const REVENUE_COLUMNS: Columns<ReturnType<typeof revenueRow>> = [
  { key: 'date', label: 'Date (UTC)' },
  { key: 'orders', label: 'Paid Orders' },
  { key: 'amount', label: 'Revenue (USD)' },
];

export const revenueRow = (d: { day: string; orders: number; amount_cents: number }) => ({ date: d.day, orders: d.orders, amount: dollars(d.amount_cents) });
