import { store } from '@sqw/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The form's own shape: datetime-local strings (the member's local time) and a free topic. */
export type SessionFormValues = { times: { value: string }[]; topic: string };

export const MAX_TIMES = 3;
export const EMPTY_FORM: SessionFormValues = { times: [{ value: '' }], topic: '' };

type Check = { ok: true; value: store.SessionRequest } | { ok: false; errors: FieldErrors<SessionFormValues> };

/** '2030-01-31T15:00' in the member's zone → UTC ISO; an unreadable value passes through so the contract names it. */
const toIso = (local: string) => {
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
};

/**
 * Checks the form with the service's own schema (SessionRequest), so the member reads the
 * same rule the service enforces. Blank rows are ignored; issues land on the row they concern.
 */
export function checkSessionForm(values: SessionFormValues): Check {
  const rows = values.times.map((t, i) => ({ i, value: t.value.trim() })).filter((r) => r.value !== '');
  const parsed = store.SessionRequest.safeParse({ preferred_times: rows.map((r) => toIso(r.value)), topic: values.topic });
  if (parsed.success) return { ok: true, value: { preferred_times: parsed.data.preferred_times, topic: parsed.data.topic } };
  const times: Record<number, { value: { type: string; message: string } }> & { root?: { type: string; message: string } } = {};
  const errors: FieldErrors<SessionFormValues> = {};
  for (const issue of parsed.error.issues) {
    const [field, index] = issue.path;
    const error = { type: 'validate', message: issue.message };
    if (field === 'topic') errors.topic ??= error;
    else if (typeof index === 'number') times[rows[index].i] ??= { value: error };
    else times.root ??= error;
  }
  errors.times = times as FieldErrors<SessionFormValues>['times'];
  return { ok: false, errors };
}

export const sessionFormResolver: Resolver<SessionFormValues, unknown, store.SessionRequest> = async (values) => {
  const result = checkSessionForm(values);
  return result.ok ? { values: result.value, errors: {} } : { values: {}, errors: result.errors };
};

/** The earliest value a datetime-local input should offer: now, in the member's zone. */
export function localNow(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}
