import { store } from '@sqw/contracts';
import { z } from 'zod';

const MB = 1024 * 1024;
export const MAX_NOTE_LENGTH = 1000;

/** Why a chosen proof file cannot be sent, or null. The service checks the content again. */
export function proofFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'Please choose an image of your payment (JPEG, PNG, GIF or WebP).';
  if (file.size > store.MAX_PROOF_BYTES) return `The image must be at most ${store.MAX_PROOF_BYTES / MB} MB.`;
  if (file.size === 0) return 'This file is empty. Please choose the screenshot again.';
  return null;
}

/**
 * The proof form: an image and an optional note. The upload is multipart, so the contract has
 * no body schema for it; the service reads the note with `store.ProofNote` and sniffs the image.
 */
export const ProofFormSchema = z.object({
  file: z.custom<File | null>().transform((file, ctx) => {
    const problem = file ? proofFileProblem(file) : 'Please choose the screenshot of your payment.';
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
    return file as File;
  }),
  note: z.string().max(MAX_NOTE_LENGTH, `The note must be at most ${MAX_NOTE_LENGTH} characters.`),
});
export type ProofFormValues = z.input<typeof ProofFormSchema>;
export type ProofFormOutput = z.output<typeof ProofFormSchema>;
