import { site, store } from '@sqw/contracts';
import { call, callUpload, serviceHref } from '@sqw/platform';
import { z } from 'zod';

// ---- resource library (store service)
const storeAdmin = store.adminEndpoints;
export type ResourceInput = store.ResourceInput;
export const listResources = (signal?: AbortSignal) => call(storeAdmin.resources, { signal });
export const createResource = (input: ResourceInput) => call(storeAdmin.createResource, { body: input });
export const updateResource = (resId: string, patch: Partial<ResourceInput>) => call(storeAdmin.updateResource, { params: { id: resId }, body: patch });
export const replaceResourceFile = (resId: string, file: File) => callUpload(storeAdmin.replaceResourceFile, file, { params: { id: resId } });

// ---- pictures: uploaded with progress, replacing the item's one picture (PUT)
type Progress = (pct: number) => void;

// ---- catalogue pictures (store service)
export const listCatalogue = (signal?: AbortSignal) => call(store.endpoints.catalogue, { signal });
export const uploadCatalogueImage = (itemId: string, file: File, onProgress: Progress) =>
  callUpload(storeAdmin.uploadCatalogueImage, file, { params: { id: itemId }, onProgress });
export const removeCatalogueImage = (itemId: string) => call(storeAdmin.removeCatalogueImage, { params: { id: itemId } });
/** The card's picture as the store names it (`image` carries its version, so a new picture is a new URL). */
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
