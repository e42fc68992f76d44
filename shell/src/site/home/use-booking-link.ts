import { cashAppUrl } from '@sqw/contracts/store-links';
import { useResource } from '@sqw/platform';
import { fetchStorePublicConfig } from '../reads';
import { HOURLY_COACHING_CENTS } from '../links';

/**
 * The Cash App page for one hour of coaching. The handle is the store's setting, fetched when
 * the section mounts so the click can open the page at once (a window opened after an await
 * would be caught by popup blockers). `url` is null while loading or when the store is away.
 */
export function useBookingLink() {
  const { data, reload } = useResource((signal) => fetchStorePublicConfig(signal), []);
  return { url: data ? cashAppUrl(data.cashapp_handle, HOURLY_COACHING_CENTS) : null, reload };
}
