import type { Generated } from 'kysely';
import type { KitTables } from '@sqw/service-kit';

export interface SubscribersTable {
  id: Generated<string>;
  email: string;
  status: Generated<'subscribed' | 'unsubscribed'>;
  /** sha256 of the unsubscribe token: the token itself only travels in the subscriber's e-mail. */
  token_hash: string;
  subscribed_at: Generated<string>;
  unsubscribed_at: string | null;
  created_at: Generated<string>;
}

export interface GuideLeadsTable {
  id: Generated<string>;
  name: string | null;
  email: string;
  request_count: Generated<number>;
  created_at: Generated<string>;
  last_requested_at: Generated<string>;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  email: string;
  message: string;
  status: Generated<'new' | 'read' | 'replied' | 'archived'>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** One row per accepted form post, keyed by a hash of the address, for the per-address flood limit. */
export interface FormAttemptsTable {
  id: Generated<number>;
  form: string;
  address_hash: string;
  created_at: Generated<string>;
}

export interface VenturesTable {
  id: Generated<string>;
  slug: string;
  name: string;
  tagline: string;
  description: string;
  logo: string | null;
  /** The uploaded picture: the path on this service that serves it, its file in storage and its sniffed type. */
  image: Generated<string | null>;
  image_key: Generated<string | null>;
  image_mime: Generated<string | null>;
  url: string | null;
  status: 'active' | 'coming-soon';
  sort_order: number;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface ContentTable {
  key: string;
  value: string;
  updated_at: Generated<string>;
  updated_by: string | null;
}

/** No IP, no user agent, no cookie: a path, where the visit came from, and a per-session random id. */
export interface PageViewsTable {
  id: Generated<number>;
  path: string;
  referrer_host: string | null;
  visitor_id: string;
  created_at: Generated<string>;
}

/** The service's tables and the kit's (outbox, idempotency keys, audit log, rate limit counters). */
export interface SiteDB extends KitTables {
  newsletter_subscribers: SubscribersTable;
  guide_leads: GuideLeadsTable;
  contact_messages: ContactMessagesTable;
  form_attempts: FormAttemptsTable;
  ventures: VenturesTable;
  content: ContentTable;
  page_views: PageViewsTable;
  release_versions: ReleaseVersionsTable;
  release_events: ReleaseEventsTable;
}

/** One built version of a frontend: immutable once stored (the version is its files' hash). */
export interface ReleaseVersionsTable {
  app: string;
  version: string;
  commit: string | null;
  manifest: unknown;
  routes: unknown;
  /** The version's sqw-pages.json (PagesFile); null for a build without prerendered pages. */
  pages: unknown;
  created_by: string;
  created_at: Generated<string>;
}

/** Every change of an app's live pointer; the newest event of an app names its live version. */
export interface ReleaseEventsTable {
  id: Generated<number>;
  app: string;
  version: string;
  action: 'release' | 'rollback';
  actor: string;
  forced: Generated<boolean>;
  at: Generated<string>;
}
