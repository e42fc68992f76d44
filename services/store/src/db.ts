import type { ColumnType, Generated } from 'kysely';
import type { store } from '@sqw/contracts';
import type { KitTables } from '@sqw/service-kit';

type Timestamp = ColumnType<string, string | undefined, string>;

export interface ProductsTable {
  id: Generated<string>;
  slug: string;
  title: string;
  description: string;
  type: store.ProductType;
  price_cents: number;
  compare_at_cents: number | null;
  badge: string | null;
  features: string[];
  session_credits: Generated<number>;
  is_active: Generated<boolean>;
  created_at: Generated<string>;
}

export interface CatalogueItemsTable {
  id: string;
  title: string;
  description: string;
  price_cents: number;
  image: string | null;
  /** The uploaded picture in storage, and its sniffed type; `image` is then the path that serves it. */
  image_key: Generated<string | null>;
  image_mime: Generated<string | null>;
  preview: boolean;
  position: number;
}

export interface ResourcesTable {
  id: Generated<string>;
  slug: string;
  title: string;
  category: (typeof store.RESOURCE_CATEGORIES)[number];
  description: string;
  is_premium: boolean;
  price_cents: number;
  /** Key of a document the service writes itself (seeded resources); an uploaded file replaces it. */
  builtin: string | null;
  file_key: string | null;
  file_size: number | null;
  file_name: string;
  is_published: Generated<boolean>;
  position: Generated<number>;
  created_at: Generated<string>;
  updated_at: Timestamp;
}

export interface OrdersTable {
  id: Generated<string>;
  user_id: string;
  kind: store.OrderKind;
  product_id: string | null;
  resource_id: string | null;
  amount_cents: number;
  pay_code: string;
  status: Generated<store.OrderStatus>;
  customer_email: string | null;
  customer_name: string | null;
  cashtag: string | null;
  message: string | null;
  is_test: Generated<boolean>;
  note: string | null;
  proof_key: string | null;
  proof_mime: string | null;
  proof_size: number | null;
  proof_submitted_at: string | null;
  reject_reason: string | null;
  unlock_code: string | null;
  unlock_attempts: Generated<number>;
  unlocked_at: string | null;
  paid_at: string | null;
  created_at: Generated<string>;
  updated_at: Timestamp;
}

export interface OrderEventsTable {
  id: Generated<number>;
  order_id: string;
  status: store.OrderStatus;
  actor_id: string | null;
  note: string | null;
  created_at: Generated<string>;
}

export interface ResourceEntitlementsTable {
  user_id: string;
  resource_id: string;
  order_id: string;
  granted_at: Generated<string>;
}

export interface ServiceSecretsTable {
  name: string;
  value: string;
}

export interface CoursesTable {
  id: Generated<string>;
  slug: string;
  title: string;
  description: string;
  position: number;
}

export interface CourseModulesTable {
  id: Generated<string>;
  course_id: string;
  position: number;
  title: string;
  summary: string;
}

export interface LessonsTable {
  id: Generated<string>;
  module_id: string;
  position: number;
  title: string;
  duration_minutes: number;
  body: string;
}

export interface CourseGrantsTable {
  product_id: string;
  course_id: string;
}

export interface LessonCompletionsTable {
  user_id: string;
  lesson_id: string;
  completed_at: Generated<string>;
}

export interface SessionCreditsTable {
  id: Generated<string>;
  user_id: string;
  order_id: string;
  granted: number;
  used: Generated<number>;
  created_at: Generated<string>;
}

export interface CoachingSessionsTable {
  id: Generated<string>;
  user_id: string;
  credit_id: string;
  status: Generated<store.SessionStatus>;
  preferred_times: string[];
  topic: string | null;
  scheduled_at: string | null;
  admin_note: string | null;
  customer_email: string | null;
  customer_name: string | null;
  created_at: Generated<string>;
  updated_at: Timestamp;
}

export interface MembershipsTable {
  user_id: string;
  product_id: string;
  order_id: string;
  status: Generated<'active' | 'cancelled'>;
  customer_email: string | null;
  started_at: string;
  renews_at: string;
  updated_at: Timestamp;
}

/** The service's tables and the kit's (outbox, idempotency keys, audit log, rate limit counters). */
export interface StoreDB extends KitTables {
  courses: CoursesTable;
  course_modules: CourseModulesTable;
  lessons: LessonsTable;
  course_grants: CourseGrantsTable;
  lesson_completions: LessonCompletionsTable;
  session_credits: SessionCreditsTable;
  coaching_sessions: CoachingSessionsTable;
  memberships: MembershipsTable;
  products: ProductsTable;
  catalogue_items: CatalogueItemsTable;
  resources: ResourcesTable;
  orders: OrdersTable;
  order_events: OrderEventsTable;
  resource_entitlements: ResourceEntitlementsTable;
  service_secrets: ServiceSecretsTable;
}
