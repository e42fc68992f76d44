import { ErrorPanel, PageSpinner } from '@sqw/ui';
import { useEffect } from 'react';

/** What LoadStatus needs of a `useResource` result. */
type Loadable = { loading: boolean; error: unknown; reload: () => void };

type Props = {
  of: Loadable;
  /** What the list holds, lower case and plural: 'products', 'plans'. */
  things: string;
  /** Where it comes from, when the failure says it better than `the ${things}` ('the digital products'). */
  source?: string;
};

/**
 * A list that is loading shows a spinner; one that failed says so with Retry (and logs why),
 * instead of spinning forever. Nothing once it has loaded: the page shows the list itself.
 * The spinner holds a screen's height: what follows the list (the footer) would otherwise show
 * on a phone's first screen and be pushed off it when the list arrives.
 */
export function LoadStatus({ of, things, source = `the ${things}` }: Props) {
  const Things = things.charAt(0).toUpperCase() + things.slice(1);
  useEffect(() => {
    if (of.error) console.error(`${Things} failed to load`, of.error);
  }, [of.error, Things]);

  if (of.error)
    return (
      <ErrorPanel title={`${Things} are unavailable`} message={`We could not load ${source} right now. Please try again in a moment.`} onRetry={of.reload} />
    );
  return of.loading ? <PageSpinner label={`Loading ${things}`} fill /> : null;
}
