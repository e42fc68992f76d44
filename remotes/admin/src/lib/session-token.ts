import { getAuthClient } from '@sqw/platform';

/** The admin's current access token; calls that bypass `api()` (files, the auth service) attach it themselves. */
export async function accessToken(): Promise<string | null> {
  const { data } = await (await getAuthClient()).auth.getSession();
  return data.session?.access_token ?? null;
}

export async function bearer(): Promise<Record<string, string>> {
  const token = await accessToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}
