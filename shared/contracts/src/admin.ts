// Contracts of the admin area: zod schemas shared by its remote and its service.
import { z } from 'zod';
import { SERVICE_NAMES } from './areas';
import { AuditEntry, CursorQuery, cursorPage, IdParam, text } from './common';
import { endpointsOf } from './endpoint';

export const MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  ticketCreated: 'Support ticket created',
  ticketNotFound: 'This ticket does not exist.',
  alreadyResolved: 'This ticket is already resolved.',
  noData: 'No data to export',
} as const;
/** The toast after a resolve, with the ticket's displayed number ('001'). */
export const ticketResolvedMessage = (number: string) => `Ticket #${number} resolved`;

/** Names of the services as in SERVICE_URLS and /config.json (./areas.ts); `unavailable` lists these. */
export { SERVICE_NAMES };
export const ServiceName = z.enum(SERVICE_NAMES);
export type ServiceName = z.infer<typeof ServiceName>;
const Unavailable = z.array(z.string());

/** Lists whose screens show a count count no further than this ("1,000+"). */
export const COUNT_CAP = 1000;

// ---- Support tickets ----

export const TICKET_PRIORITIES = ['Low', 'Medium', 'High'] as const;
export const TicketPriority = z.enum(TICKET_PRIORITIES, { error: 'Please choose a priority: Low, Medium or High' });
export const TicketStatus = z.enum(['Open', 'Resolved']);
export type TicketStatus = z.infer<typeof TicketStatus>;

const required = (max: number) => z.string({ error: MESSAGES.fillAllFields }).pipe(text(max).min(1, MESSAGES.fillAllFields));
export const TicketCreate = z.strictObject({
  title: required(200),
  description: required(5000),
  priority: TicketPriority.default('Medium'),
});
export type TicketCreate = z.input<typeof TicketCreate>;

export const Ticket = z.object({
  id: z.string().uuid(),
  /** Three digits, zero-padded ('001'); grows past 999. */
  number: z.string(),
  title: z.string(),
  description: z.string(),
  priority: TicketPriority,
  status: TicketStatus,
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  /** The creating admin's e-mail. */
  created_by: z.string(),
});
export type Ticket = z.infer<typeof Ticket>;
export const TicketQuery = CursorQuery.extend({ status: TicketStatus.optional() });
export type TicketQuery = z.input<typeof TicketQuery>;
/** Newest first; `total` counts the filtered tickets up to COUNT_CAP. */
export const TicketPage = cursorPage(Ticket);
export type TicketPage = z.infer<typeof TicketPage>;

// ---- Analytics ----

export const ANALYTICS_MAX_DAYS = 366;
export const AnalyticsQuery = z.object({ days: z.coerce.number().int().min(1).max(ANALYTICS_MAX_DAYS).default(30) });
export const Analytics = z.object({
  days: z.number().int(),
  users: z.object({ total: z.number().int(), active: z.number().int(), signups_by_day: z.array(z.object({ date: z.string(), count: z.number().int() })) }),
  web_essentials: z.object({ total: z.number().int() }),
  contact_forms: z.object({ total: z.number().int() }),
  tickets: z.object({ open: z.number().int(), total: z.number().int() }),
  page_views: z.object({
    total: z.number().int(),
    visitors: z.number().int(),
    by_day: z.array(z.object({ date: z.string(), views: z.number().int(), visitors: z.number().int() })),
  }),
  /** Sign-ups in the period per distinct visitor in the period (0 without visitors). */
  conversion_rate: z.number(),
  revenue: z.object({ total_cents: z.number().int(), by_day: z.array(z.object({ date: z.string(), cents: z.number().int() })) }),
  unavailable: Unavailable,
});
export type Analytics = z.infer<typeof Analytics>;

// ---- Contact submissions (site contact messages + media proposals) ----

export const ContactSubmissionType = z.enum(['contact', 'estate', 'creative']);
export type ContactSubmissionType = z.infer<typeof ContactSubmissionType>;
export const ContactSubmission = z.object({
  id: z.string().uuid(),
  source: z.enum(['site', 'media']),
  type: ContactSubmissionType,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  submitted_at: z.string(),
  status: z.string(),
});
export type ContactSubmission = z.infer<typeof ContactSubmission>;
export const ContactSubmissionFilter = z.object({ type: ContactSubmissionType.optional(), q: text(200).optional() });
export const ContactSubmissionQuery = CursorQuery.extend(ContactSubmissionFilter.shape);
export type ContactSubmissionQuery = z.input<typeof ContactSubmissionQuery>;
/** Newest first over both sources; `total` counts both up to COUNT_CAP; a source that did not answer is in `unavailable`. */
export const ContactSubmissionPage = cursorPage(ContactSubmission).extend({ unavailable: Unavailable });
export type ContactSubmissionPage = z.infer<typeof ContactSubmissionPage>;

// ---- Reports ----

export const REPORT_FILES = {
  users: 'users_export.csv',
  userActivity: 'user_activity.csv',
  webEssentials: 'web_essentials_submissions.csv',
  contact: 'contact_submissions.csv',
  revenue: 'revenue.csv',
} as const;
/** The users export takes the Users panel's search, so it holds what the table shows. */
export const UserReportQuery = z.object({ q: text(200).optional() });
export const RevenueReportQuery = z.object({ days: z.coerce.number().int().min(1).max(ANALYTICS_MAX_DAYS).default(30) });

// ---- Audit across services ----

export const AuditAllQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(100) });
export const AuditAllEntry = AuditEntry.omit({ actor_id: true }).extend({ service: z.string() });
export type AuditAllEntry = z.infer<typeof AuditAllEntry>;
export const AuditAllPage = z.object({ items: z.array(AuditAllEntry), unavailable: Unavailable });
export type AuditAllPage = z.infer<typeof AuditAllPage>;

// ---- Read-only configuration (Settings cards); never carries a secret ----

export const AdminConfig = z.object({
  services: z.array(z.object({ name: z.string(), url: z.string(), healthy: z.boolean() })),
  mail: z.object({ smtp_configured: z.boolean(), from: z.string() }),
  storage: z.object({ driver: z.literal('filesystem') }),
  /** null when the store did not answer (then 'store' is in unavailable). */
  store: z.object({ test_mode: z.boolean(), cashapp_handle: z.string() }).nullable(),
  auth: z.object({ access_token_ttl_seconds: z.number().int().optional(), password_min_length: z.number().int() }),
  unavailable: Unavailable,
});
export type AdminConfig = z.infer<typeof AdminConfig>;

const adminRoute = endpointsOf('admin');
const CSV = 'text/csv';

/** The admin service's routes; the CSV reports are files, downloaded with the admin's token. */
export const endpoints = {
  tickets: adminRoute({ method: 'GET', path: '/admin/tickets', query: TicketQuery, response: TicketPage }),
  createTicket: adminRoute({ method: 'POST', path: '/admin/tickets', body: TicketCreate, status: 201, response: Ticket }),
  resolveTicket: adminRoute({ method: 'POST', path: '/admin/tickets/:id/resolve', params: IdParam, response: Ticket }),
  analytics: adminRoute({ method: 'GET', path: '/admin/analytics', query: AnalyticsQuery, response: Analytics }),
  contactSubmissions: adminRoute({ method: 'GET', path: '/admin/contact-submissions', query: ContactSubmissionQuery, response: ContactSubmissionPage }),
  auditAll: adminRoute({ method: 'GET', path: '/admin/audit-all', query: AuditAllQuery, response: AuditAllPage }),
  config: adminRoute({ method: 'GET', path: '/admin/config', response: AdminConfig }),
  usersReport: adminRoute({ method: 'GET', path: '/admin/reports/users.csv', query: UserReportQuery, produces: CSV }),
  userActivityReport: adminRoute({ method: 'GET', path: '/admin/reports/user-activity.csv', produces: CSV }),
  webEssentialsReport: adminRoute({ method: 'GET', path: '/admin/reports/web-essentials.csv', produces: CSV }),
  contactReport: adminRoute({ method: 'GET', path: '/admin/reports/contact.csv', produces: CSV }),
  revenueReport: adminRoute({ method: 'GET', path: '/admin/reports/revenue.csv', query: RevenueReportQuery, produces: CSV }),
};
