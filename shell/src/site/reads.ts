import type { site, store } from '@sqw/contracts';
import type { z } from 'zod';
import { api } from '@sqw/platform';

// The home page's reads. Their answers are typed by the contracts but not re-parsed here:
// the schema library would be the largest part of the home page's JavaScript, and the
// services build these answers from the same contract types.

export const fetchVentures = (signal?: AbortSignal) => api<z.output<typeof site.VentureList>>('site', '/ventures', { signal });

export const fetchContent = (signal?: AbortSignal) => api<z.output<typeof site.ContentMap>>('site', '/content', { signal });

export const fetchStorePublicConfig = (signal?: AbortSignal) => api<store.PublicConfig>('store', '/config/public', { signal });
