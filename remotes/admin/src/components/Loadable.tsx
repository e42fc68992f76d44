import { ErrorPanel, PageSpinner } from '@sqw/ui';
import type { ReactNode } from 'react';

type Resource<T> = { data: T | undefined; error: Error | null; loading: boolean; reload: () => void };

/**
 * What a panel shows for one data source: a spinner on first load, its own error with Retry
 * when that source's service is down (the other panels keep working), else the content.
 */
export function Loadable<T>({ resource, what, children }: { resource: Resource<T>; what: string; children: (data: T) => ReactNode }) {
  if (resource.error) return <ErrorPanel title={`Could not load ${what}`} message={resource.error.message} onRetry={resource.reload} />;
  if (resource.data === undefined) return <PageSpinner label={`Loading ${what}`} />;
  return <>{children(resource.data)}</>;
}
