import { store } from '@sqw/contracts';
import { api, upload } from '@sqw/platform';

/** The product as the service prices it, for the review step. */
export const fetchProduct = (slug: string, signal?: AbortSignal) => api('store', `/products/${encodeURIComponent(slug)}`, { schema: store.Product, signal });

/** Creates the order and its pay code; the key makes a retried click return the same order. */
export const createOrder = (product: string, idempotencyKey: string) =>
  api('store', '/orders', { body: { product }, idempotencyKey, schema: store.OrderDetail });

export const uploadProof = (orderId: string, file: File, note: string, onProgress: (pct: number) => void) =>
  upload('store', `/orders/${orderId}/proof`, file, {
    onProgress,
    fields: note.trim() ? { [store.PROOF_FIELDS.note]: note.trim() } : {},
    schema: store.OrderDetail,
  });

/** Cancels an order still awaiting payment; the service refuses (409) once a proof is under review. */
export const cancelOrder = (orderId: string) => api('store', `/orders/${orderId}/cancel`, { method: 'POST', schema: store.OrderDetail });

/** What the member owns and which orders they can resume, for the purchase buttons. */
export const fetchPurchases = (signal?: AbortSignal) => api('store', '/purchases', { schema: store.ProductStandingList, signal });
