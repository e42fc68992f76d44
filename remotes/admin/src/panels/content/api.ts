import { site, store } from '@sqw/contracts';
import { api, serviceHref, upload } from '@sqw/platform';
import { z } from 'zod';
import { putFile } from '../../lib/files';

const id = (v: string) => encodeURIComponent(v);

// ---- resource library (store service)
export type ResourceInput = z.input<typeof store.ResourceInput>;
export const listResources = (signal?: AbortSignal) => api('store', '/admin/resources', { schema: store.AdminResourceList, signal });
export const createResource = (input: ResourceInput) => api('store', '/admin/resources', { body: input, schema: store.AdminResource });
export const updateResource = (resId: string, patch: Partial<ResourceInput>) =>
  api('store', `/admin/resources/${id(resId)}`, { method: 'PATCH', body: patch, schema: store.AdminResource });
export const replaceResourceFile = (resId: string, file: File) =>
  putFile<store.AdminResource>('store', `/admin/resources/${id(resId)}/file`, file).then((r) => store.AdminResource.parse(r));

// ---- pictures: uploaded with progress, replacing the item's one picture (PUT)
type Progress = (pct: number) => void;

// ---- catalogue pictures (store service)
export const listCatalogue = (signal?: AbortSignal) => api('store', '/catalogue', { schema: store.CatalogueList, signal });
export const uploadCatalogueImage = (itemId: string, file: File, onProgress: Progress) =>
  upload('store', `/admin/catalogue/${id(itemId)}/image`, file, { method: 'PUT', onProgress, schema: store.CatalogueItem });
export const removeCatalogueImage = (itemId: string) => api('store', `/admin/catalogue/${id(itemId)}/image`, { method: 'DELETE', schema: store.CatalogueItem });
export const catalogueImageSrc = (item: store.CatalogueItem) => (item.image ? serviceHref('store', item.image) : null);

// ---- venture showcase (site service)
// The public list is cached for a minute; the admin must see their own edits at once.
export const listVentures = (signal?: AbortSignal) => api('site', `/ventures?fresh=${Date.now()}`, { schema: site.VentureList, signal });
export type VentureInput = z.input<typeof site.VentureCreate>;
export const createVenture = (input: VentureInput) => api('site', '/admin/ventures', { body: input, schema: site.Venture });
export const updateVenture = (ventureId: string, patch: Partial<VentureInput>) =>
  api('site', `/admin/ventures/${id(ventureId)}`, { method: 'PATCH', body: patch, schema: site.Venture });
export const reorderVentures = (ids: string[]) => api('site', '/admin/ventures/order', { method: 'PUT', body: { ids }, schema: site.VentureList });
export const uploadVentureImage = (ventureId: string, file: File, onProgress: Progress) =>
  upload('site', `/admin/ventures/${id(ventureId)}/image`, file, { method: 'PUT', onProgress, schema: site.Venture });
export const removeVentureImage = (ventureId: string) => api('site', `/admin/ventures/${id(ventureId)}/image`, { method: 'DELETE', schema: site.Venture });
export const ventureImageSrc = (venture: site.Venture) => (venture.image ? serviceHref('site', venture.image) : null);

// ---- home and about texts (site service)
export const listBlocks = (signal?: AbortSignal) => api('site', '/admin/content', { schema: site.ContentBlockList, signal });
export const saveBlock = (key: string, value: string) =>
  api('site', `/admin/content/${id(key)}`, { method: 'PUT', body: { value }, schema: site.ContentBlock });
