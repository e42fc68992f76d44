import type { hall } from '@sqw/contracts';
import { galleryEndpoints } from '@sqw/contracts/hall-copy';
import { call, endpointHref, serviceHref } from '@sqw/platform';

// The gallery's reads, through declarations that load no zod: a first visit to the hall
// downloads no schema library (the application form brings it when it comes near).

/** How many legends the gallery loads at a time. */
export const LEGENDS_PER_PAGE = 48;

/** A page of the gallery: the first without `after`, the following ones with the previous page's `next`. */
export const fetchLegends = (filter: hall.LegendFilter, after: string | undefined, signal?: AbortSignal) =>
  call(galleryEndpoints.legends, { query: { filter, limit: LEGENDS_PER_PAGE, after }, signal });

export const fetchLegend = (id: string, signal?: AbortSignal) => call(galleryEndpoints.legend, { params: { id }, signal });

export const fetchStats = (signal?: AbortSignal) => call(galleryEndpoints.stats, { signal });

export const certificateUrl = (id: string) => endpointHref(galleryEndpoints.certificate, { params: { id } });

/** The service names a legend's photo with a link (its own path, or an external URL), which is resolved against it. */
export const avatarSrc = (legend: hall.Legend) => (legend.avatar_url ? serviceHref('hall', legend.avatar_url) : null);

export const legendLink = (id: string) => `${window.location.origin}/sqw-hall?legend=${id}`;
