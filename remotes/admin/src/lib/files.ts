import { admin, type Endpoint, type ParamsIn, type QueryIn } from '@sqw/contracts';
import { ApiError, endpointHref, notifyError, serviceUrl, toApiError, toast, type ServiceName } from '@sqw/platform';
import { bearer } from './session-token';

const authedFetch = (service: ServiceName, path: string, init: RequestInit = {}) => authedFetchUrl(serviceUrl(service) + path, init);

async function authedFetchUrl(url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), ...(await bearer()) } });
  } catch {
    throw new ApiError(0, 'network', 'We could not reach the server. Please check your connection and try again.');
  }
}

/** The file name from `Content-Disposition: attachment; filename="x.csv"`, else the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const m = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  return m?.[1] ? decodeURIComponent(m[1]) : fallback;
}

/** A CSV with nothing but its header line has no rows worth saving. */
export const hasRows = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/).length > 1;

export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The click has handed the blob to the browser's download; keep the URL a moment for slow ones.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const NO_DATA = admin.MESSAGES.noData;

/**
 * Downloads a server-generated CSV with the admin's token (a plain link would carry none).
 * An empty export (404 no_data, or a header-only file) shows 'No data to export' instead.
 * Returns whether a file was saved.
 */
export const downloadCsv = (service: ServiceName, path: string, fallbackName: string) => downloadCsvFrom(serviceUrl(service) + path, fallbackName);

/** The same, for a CSV endpoint declared in `@sqw/contracts` (its params and query filled in). */
export const downloadEndpointCsv = <E extends Endpoint>(endpoint: E, fallbackName: string, input: { params?: ParamsIn<E>; query?: QueryIn<E> } = {}) =>
  downloadCsvFrom(endpointHref(endpoint, input), fallbackName);

async function downloadCsvFrom(url: string, fallbackName: string): Promise<boolean> {
  try {
    const res = await authedFetchUrl(url);
    if (!res.ok) throw await toApiError(res);
    const text = await res.text();
    if (!hasRows(text)) throw new ApiError(404, 'no_data', NO_DATA);
    saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileNameOf(res.headers.get('content-disposition'), fallbackName));
    toast({ title: 'Export ready', description: fallbackName, variant: 'success' });
    return true;
  } catch (err) {
    // An empty export is said by its title alone.
    if (err instanceof ApiError && err.code === 'no_data') notifyError(err, NO_DATA, '');
    else notifyError(err, 'Export failed');
    return false;
  }
}

/** A protected image (payment proof, applicant photo) as an object URL; the caller revokes it. */
export async function fetchObjectUrl(service: ServiceName, path: string, signal?: AbortSignal): Promise<string> {
  const res = await authedFetch(service, path, { signal });
  if (!res.ok) throw await toApiError(res);
  return URL.createObjectURL(await res.blob());
}
