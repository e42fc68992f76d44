import type { ComponentType } from 'react';
import { AnalyticsPanel } from '../panels/analytics/AnalyticsPanel';
import { ApplicationsPanel } from '../panels/applications/ApplicationsPanel';
import { AuditPanel } from '../panels/audit/AuditPanel';
import { ContactPanel } from '../panels/contact/ContactPanel';
import { ContentPanel } from '../panels/content/ContentPanel';
import { OrdersPanel } from '../panels/orders/OrdersPanel';
import { ReleasesPanel } from '../panels/releases/ReleasesPanel';
import { ReportsPanel } from '../panels/reports/ReportsPanel';
import { SettingsPanel } from '../panels/settings/SettingsPanel';
import { SupportPanel } from '../panels/support/SupportPanel';
import { UsersPanel } from '../panels/users/UsersPanel';
import { WebEssentialsPanel } from '../panels/web-essentials/WebEssentialsPanel';

export type PanelDef = { path: string; title: string; blurb: string; Component: ComponentType };

/** The dashboard's cards in order: the eight core areas, then the review queues, the audit log and the releases. */
export const PANELS: PanelDef[] = [
  { path: 'users', title: 'User Management', blurb: 'Invite, edit, deactivate and remove accounts.', Component: UsersPanel },
  { path: 'web-essentials', title: 'Web Essentials', blurb: 'Website project questionnaires and their status.', Component: WebEssentialsPanel },
  { path: 'contact', title: 'Contact Forms', blurb: 'Contact messages and media proposal requests.', Component: ContactPanel },
  { path: 'content', title: 'Content Management', blurb: 'Resources, ventures, product pictures and the home and about texts.', Component: ContentPanel },
  { path: 'analytics', title: 'Analytics', blurb: 'Users, submissions, page views and revenue.', Component: AnalyticsPanel },
  { path: 'settings', title: 'Settings', blurb: 'Your password and the site configuration.', Component: SettingsPanel },
  { path: 'reports', title: 'Reports', blurb: 'CSV downloads generated on the server.', Component: ReportsPanel },
  { path: 'support', title: 'Support Center', blurb: 'Create and resolve support tickets.', Component: SupportPanel },
  { path: 'orders', title: 'Orders & Payments', blurb: 'Verify payment proofs and schedule sessions.', Component: OrdersPanel },
  { path: 'applications', title: 'Legend Applications', blurb: 'Approve or reject Hall of Legends applicants.', Component: ApplicationsPanel },
  { path: 'audit', title: 'Audit Log', blurb: 'Every admin action across the services.', Component: AuditPanel },
  { path: 'releases', title: 'Releases', blurb: "Each frontend's live version, its history and rollback.", Component: ReleasesPanel },
];

export const panelAt = (path: string | undefined) => PANELS.find((p) => p.path === path);
