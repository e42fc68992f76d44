import { auth } from '@sqw/contracts';
import { validationFailed } from './errors';

// The server's own app_metadata keys: provider and providers are fixed, role has its column.
const SERVER_APP_KEYS = new Set(['provider', 'providers', 'role']);

/**
 * An admin's app_metadata update merged into the stored extras (a null value removes a key);
 * the role is read from it separately, so it stays the one source of the role claim.
 */
export function mergeAppMetadata(current: Record<string, unknown>, update: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const [k, v] of Object.entries(update)) {
    if (SERVER_APP_KEYS.has(k)) continue;
    if (v === null) delete merged[k];
    else merged[k] = v;
  }
  const checked = auth.UserMetadata.safeParse(merged);
  if (!checked.success) throw validationFailed(`app_metadata: ${checked.error.issues[0]?.message ?? 'invalid metadata'}`);
  return merged;
}

/**
 * Merges a metadata update as Supabase does (a null value removes the key) and keeps
 * full_name in step with firstName/lastName unless the update sets it itself.
 */
export function withFullName(current: Record<string, unknown>, update: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const [k, v] of Object.entries(update)) {
    if (v === null) delete merged[k];
    else merged[k] = v;
  }
  const namesChanged = 'firstName' in update || 'lastName' in update;
  if (namesChanged && !('full_name' in update)) {
    const full = [merged.firstName, merged.lastName]
      .filter((x) => typeof x === 'string' && x.trim())
      .join(' ')
      .trim();
    if (full) merged.full_name = full;
    else delete merged.full_name;
  }
  const checked = auth.UserMetadata.safeParse(merged);
  if (!checked.success) throw validationFailed(`data: ${checked.error.issues[0]?.message ?? 'invalid metadata'}`);
  return merged;
}
