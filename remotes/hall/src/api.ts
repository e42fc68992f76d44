import { hall } from '@sqw/contracts';
import { api, call, serviceHref, serviceUrl, upload } from '@sqw/platform';

export const fetchLegends = (filter: hall.LegendFilter, offset: number, signal?: AbortSignal) =>
  call(hall.endpoints.legends, { query: { filter, limit: 48, offset }, signal });

export const fetchLegend = (id: string, signal?: AbortSignal) => call(hall.endpoints.legend, { params: { id }, signal });

export const fetchStats = (signal?: AbortSignal) => call(hall.endpoints.stats, { signal });

export const uploadPhoto = (file: File, onProgress: (pct: number) => void) => upload('hall', '/photos', file, { onProgress, schema: hall.PhotoUploaded });

export const submitApplication = (input: hall.LegendApplicationInput, idempotencyKey: string) =>
  api('hall', '/applications', { body: input, idempotencyKey, schema: hall.ApplicationCreated });

export const certificateUrl = (id: string) => `${serviceUrl('hall')}/legends/${id}/certificate.svg`;

/** Avatar paths from the service are relative to it; external URLs pass through. */
export const avatarSrc = (legend: hall.Legend) => (legend.avatar_url ? serviceHref('hall', legend.avatar_url) : null);

export const legendLink = (id: string) => `${window.location.origin}/sqw-hall?legend=${id}`;
