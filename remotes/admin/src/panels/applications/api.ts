import { hall } from '@sqw/contracts';
import { api } from '@sqw/platform';
import { z } from 'zod';

export const APPLICATIONS_PER_PAGE = 20;
const ApplicationPage = z.object({ items: z.array(hall.Application), total: z.number() });
const id = (v: string) => encodeURIComponent(v);

export const listApplications = (status: string, offset: number, signal?: AbortSignal) =>
  api('hall', `/admin/applications?${new URLSearchParams({ limit: String(APPLICATIONS_PER_PAGE), offset: String(offset), ...(status ? { status } : {}) })}`, {
    schema: ApplicationPage,
    signal,
  });

export type Approval = { level: number; title: string; username: string; badges: string[] };

/** Approving creates the legend on the hall service and mails the applicant. */
export const approveApplication = (appId: string, a: Approval) =>
  api('hall', `/admin/applications/${id(appId)}/approve`, {
    body: { level: a.level, title: a.title, username: a.username || null, badges: a.badges },
    schema: hall.Legend,
  });

export const rejectApplication = (appId: string, reason: string) => api('hall', `/admin/applications/${id(appId)}/reject`, { body: { reason } });

export const photoPath = (appId: string) => `/admin/applications/${id(appId)}/photo`;

/** 'Early Adopter, Verified' → ['Early Adopter', 'Verified']. */
export const parseBadges = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((b) => b.trim())
      .filter(Boolean),
  ),
];
