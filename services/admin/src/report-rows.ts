import type { admin } from '@sqw/contracts';
import type { Submission } from './sources/contact';
import { isActive, roleOf, userName, type AuthUser } from './sources/auth-users';
import type { OrderFacts } from './sources/store';

type Columns<Row> = { key: keyof Row & string; label: string }[];

const day = (timestamp: string) => timestamp.slice(0, 10);
const dollars = (cents: number) => (cents / 100).toFixed(2);

export const USER_COLUMNS: Columns<ReturnType<typeof userRow>> = [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'status', label: 'Status' },
  { key: 'joinDate', label: 'Join Date' },
  { key: 'lastLogin', label: 'Last Login' },
  { key: 'role', label: 'Role' },
];

export const userRow = (user: AuthUser) => ({
  name: userName(user),
  email: user.email ?? '',
  status: isActive(user) ? 'Active' : 'Inactive',
  joinDate: day(user.created_at),
  lastLogin: user.last_sign_in_at ?? 'Never',
  role: roleOf(user),
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
  for (const order of orders) {
    const tally = byUser.get(order.user_id) ?? { orders: 0, paid: 0, cents: 0 };
    tally.orders += 1;
    if (order.status === 'paid') {
      tally.paid += 1;
      tally.cents += order.amount_cents;
    }
    byUser.set(order.user_id, tally);
  }
  return users.map((user) => {
    const tally = byUser.get(user.id) ?? { orders: 0, paid: 0, cents: 0 };
    return {
      name: userName(user),
      email: user.email ?? '',
      signedUp: day(user.created_at),
      lastSignIn: user.last_sign_in_at ?? 'Never',
      orders: tally.orders,
      paidOrders: tally.paid,
      paidTotal: dollars(tally.cents),
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

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** One row per message or proposal, with option labels rather than stored values. */
export const contactRow = (submission: Submission) => {
  const answers = submission.answers;
  return {
    type: TYPE_LABELS[submission.type],
    name: submission.name,
    email: submission.email,
    phone: submission.phone,
    submittedAt: submission.submitted_at,
    status: answers ? answers.status : capitalized(submission.status),
    company: answers?.company ?? '',
    propertyAddress: answers?.property_address ?? '',
    propertyValue: answers?.property_value ?? '',
    projectType: answers?.project_type ?? '',
    timeline: answers?.timeline ?? '',
    budget: answers?.budget ?? '',
    addOn: answers?.add_on ?? '',
    referralSource: answers?.referral_source ?? '',
    message: submission.message,
  };
};

export const REVENUE_COLUMNS: Columns<ReturnType<typeof revenueRow>> = [
  { key: 'date', label: 'Date (UTC)' },
  { key: 'orders', label: 'Paid Orders' },
  { key: 'amount', label: 'Revenue (USD)' },
];

export const revenueRow = (paid: { day: string; orders: number; amount_cents: number }) => ({
  date: paid.day,
  orders: paid.orders,
  amount: dollars(paid.amount_cents),
});
