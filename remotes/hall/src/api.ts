import { hall } from '@sqw/contracts';
import { call, callUpload } from '@sqw/platform';

// The application form's writes (its chunk loads zod anyway); the gallery's reads are in gallery-api.ts.

export const uploadPhoto = (file: File, onProgress: (pct: number) => void) => callUpload(hall.endpoints.uploadPhoto, file, { onProgress });

export const submitApplication = (input: hall.LegendApplicationInput, idempotencyKey: string) => call(hall.endpoints.apply, { body: input, idempotencyKey });
