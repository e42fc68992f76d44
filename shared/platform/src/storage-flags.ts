/** The only things kept in localStorage: UI flags, never anything authoritative. */
export type UiFlag = 'has_visited' | 'access_mode';

export function readFlag(key: UiFlag): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeFlag(key: UiFlag, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // private mode or storage disabled: the flag is a convenience only
  }
}
