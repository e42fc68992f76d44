/** Where supabase-js keeps the session: localStorage when "remember me" is ticked, else this tab only. */
const REMEMBER = 'sqw-remember-me';

export function setRememberMe(remember: boolean): void {
  try {
    if (remember) localStorage.removeItem(REMEMBER);
    else localStorage.setItem(REMEMBER, 'no');
  } catch {
    // storage unavailable: the session then lasts for the page only
  }
}

const store = () => {
  try {
    return localStorage.getItem(REMEMBER) === 'no' ? sessionStorage : localStorage;
  } catch {
    return null;
  }
};

export const authStorage = {
  getItem: (key: string) => store()?.getItem(key) ?? sessionStorage.getItem(key) ?? null,
  setItem: (key: string, value: string) => {
    const s = store();
    // Never leave a copy in the other store when the choice changes.
    (s === localStorage ? sessionStorage : localStorage).removeItem(key);
    s?.setItem(key, value);
  },
  removeItem: (key: string) => {
    localStorage.removeItem(key);
    sessionStorage.removeItem(key);
  },
};
