import { store } from '@sqw/contracts';

/** What the code box keeps of what was typed or pasted: digits only, at most 4. */
export const sanitizeCode = (raw: string) => raw.replace(/\D/g, '').slice(0, store.UNLOCK_CODE_LENGTH);

/** Verify is enabled only for exactly 4 digits. */
export const isCompleteCode = (code: string) => new RegExp(`^\\d{${store.UNLOCK_CODE_LENGTH}}$`).test(code);
