import { store } from '@sqw/contracts';

const MB = 1024 * 1024;
export const MAX_NOTE_LENGTH = 1000;

/** Why a chosen proof file cannot be sent, or null. The service checks the content again. */
export function proofFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'Please choose an image of your payment (JPEG, PNG, GIF or WebP).';
  if (file.size > store.MAX_PROOF_BYTES) return `The image must be at most ${store.MAX_PROOF_BYTES / MB} MB.`;
  if (file.size === 0) return 'This file is empty. Please choose the screenshot again.';
  return null;
}
