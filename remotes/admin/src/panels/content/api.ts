import { site, store } from '@sqw/contracts';
import { api, call, callUpload, serviceHref, upload } from '@sqw/platform';
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
const siteAdmin = site.adminEndpoints;
// The public list is cached for a minute; the admin must see their own edits at once.
export const listVentures = (signal?: AbortSignal) => call(site.endpoints.ventures, { query: { fresh: Date.now() }, signal });
export type VentureInput = z.input<typeof site.VentureCreate>;
export const createVenture = (input: VentureInput) => call(siteAdmin.createVenture, { body: input });
export const updateVenture = (ventureId: string, patch: Partial<VentureInput>) => call(siteAdmin.updateVenture, { params: { id: ventureId }, body: patch });
export const reorderVentures = (ids: string[]) => call(siteAdmin.reorderVentures, { body: { ids } });
export const uploadVentureImage = (ventureId: string, file: File, onProgress: Progress) =>
  callUpload(siteAdmin.uploadVentureImage, file, { params: { id: ventureId }, onProgress });
export const removeVentureImage = (ventureId: string) => call(siteAdmin.removeVentureImage, { params: { id: ventureId } });
/** The picture as the site names it (`image` carries its version, so a new picture is a new URL). */
export const ventureImageSrc = (venture: site.Venture) => (venture.image ? serviceHref('site', venture.image) : null);

// ---- home and about texts (site service)
export const listBlocks = (signal?: AbortSignal) => call(siteAdmin.contentBlocks, { signal });
// An unknown key is the service's 400; the list names only the blocks it knows.
export const saveBlock = (key: string, value: string) => call(siteAdmin.saveContentBlock, { params: { key: key as site.ContentKey }, body: { value } });
