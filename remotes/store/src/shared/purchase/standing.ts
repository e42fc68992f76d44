import type { store } from '@sqw/contracts';
import { useSession } from '@sqw/platform';
import { useEffect, useState } from 'react';
import { fetchPurchases } from '../../commerce/catalogue-api';

/**
 * The member's standing with every product, loaded once for all purchase buttons on a page
 * (a catalogue shows several) and loaded again after anything that changes it: an order
 * created, a proof uploaded, an order cancelled.
 */
type Entry = { user: string; at: number; promise: Promise<Map<string, store.ProductStanding>> };
/** An admin confirms payments elsewhere: what is older than this is asked again on the next page. */
const FRESH_MS = 30_000;
let current: Entry | null = null;
const listeners = new Set<() => void>();

function load(user: string): Entry['promise'] {
  if (current?.user !== user || Date.now() - current.at > FRESH_MS) {
    const promise = fetchPurchases().then(
      (list) => new Map(list.items.map((s) => [s.product, s])),
      // Without it the button still works: the service returns the pending order or refuses a duplicate.
      () => new Map<string, store.ProductStanding>(),
    );
    current = { user, at: Date.now(), promise };
  }
  return current.promise;
}

/** Forget what is known and tell every mounted button to ask again. */
export function refreshStanding(): void {
  current = null;
  for (const notify of listeners) notify();
}

/** This product's standing for the signed-in member; null while unknown or when there is none. */
export function useStanding(product: string): store.ProductStanding | null {
  const { user } = useSession();
  const [standing, setStanding] = useState<store.ProductStanding | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const notify = () => setVersion((v) => v + 1);
    listeners.add(notify);
    return () => {
      listeners.delete(notify);
    };
  }, []);

  useEffect(() => {
    if (!user) {
      setStanding(null);
      return;
    }
    let live = true;
    void load(user.id).then((map) => {
      if (live) setStanding(map.get(product) ?? null);
    });
    return () => {
      live = false;
    };
  }, [user, product, version]);

  return standing;
}
