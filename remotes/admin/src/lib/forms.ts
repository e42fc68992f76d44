import { admin } from '@sqw/contracts';
import { applyServerErrors, notifyError, toast, type ServerErrorOptions } from '@sqw/platform';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * A form's save: its success as a toast; a refusal's per-field messages under their fields (the
 * typed values stay) and the service's reason told through notifyError. Answers whether it saved.
 */
export async function saveForm<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  save: () => Promise<unknown>,
  success: string,
  failure: string,
  options?: ServerErrorOptions<T>,
): Promise<boolean> {
  try {
    await save();
  } catch (err) {
    applyServerErrors(form, err, options);
    notifyError(err, failure);
    return false;
  }
  toast({ title: success, variant: 'success' });
  return true;
}

const FILL_ALL = admin.MESSAGES.fillAllFields;

/** A required field left empty is also said once as a toast ('Please fill in all fields'), as the service would word it. */
export function toastBlankFields<T extends FieldValues>(errors: FieldErrors<T>): void {
  if (Object.values(errors).some((e) => e?.message === FILL_ALL)) notifyError(null, FILL_ALL, '');
}
