import { hall } from '@sqw/contracts';
import { call, callUpload, endpointHref, serviceHref } from '@sqw/platform';

/** How many legends the gallery loads at a time. */
export const LEGENDS_PER_PAGE = 48;

/** A page of the gallery: the first without `after`, the following ones with the previous page's `next`. */
export const fetchLegends = (filter: hall.LegendFilter, after: string | undefined, signal?: AbortSignal) =>
  call(hall.endpoints.legends, { query: { filter, limit: LEGENDS_PER_PAGE, after }, signal });

export const fetchLegend = (id: string, signal?: AbortSignal) => call(hall.endpoints.legend, { params: { id }, signal });

export const fetchStats = (signal?: AbortSignal) => call(hall.endpoints.stats, { signal });

export const uploadPhoto = (file: File, onProgress: (pct: number) => void) => callUpload(hall.endpoints.uploadPhoto, file, { onProgress });

export const submitApplication = (input: hall.LegendApplicationInput, idempotencyKey: string) => call(hall.endpoints.apply, { body: input, idempotencyKey });

export const certificateUrl = (id: string) => endpointHref(hall.endpoints.certificate, { params: { id } });

/** The service names a legend's photo with a link (its own path, or an external URL), which is resolved against it. */
export const avatarSrc = (legend: hall.Legend) => (legend.avatar_url ? serviceHref('hall', legend.avatar_url) : null);

export const legendLink = (id: string) => `${window.location.origin}/sqw-hall?legend=${id}`;
