import { store } from '@sqw/contracts';
import { call, callUpload } from '@sqw/platform';

/** The product as the service prices it, for the review step. */
export const fetchProduct = (slug: string, signal?: AbortSignal) => call(store.endpoints.product, { params: { slug }, signal });

/** Creates the order and its pay code; the key makes a retried click return the same order. */
export const createOrder = (product: string, idempotencyKey: string) => call(store.endpoints.createOrder, { body: { product }, idempotencyKey });

export const uploadProof = (orderId: string, file: File, note: string, onProgress: (pct: number) => void) =>
  callUpload(store.endpoints.uploadProof, file, {
    params: { id: orderId },
    onProgress,
    fields: note.trim() ? { [store.PROOF_FIELDS.note]: note.trim() } : {},
  });

/** Cancels an order still awaiting payment; the service refuses (409) once a proof is under review. */
export const cancelOrder = (orderId: string) => call(store.endpoints.cancelOrder, { params: { id: orderId } });
