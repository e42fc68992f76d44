import { useResource } from '@sqw/platform';
import { EmptyState } from '@sqw/ui';
import { useCallback, useState } from 'react';
import { Loadable } from '../../components/Loadable';
import { SubHeader } from '../../components/PanelHeader';
import { listReleases } from './api';
import { hasReleases, type PendingChange } from './model';
import { ReleaseTable } from './ReleaseTable';
import { RollbackDialog } from './RollbackDialog';

/** Releases: which version of each frontend is live, who released it, and a confirmed rollback. */
export function ReleasesPanel() {
  const list = useResource((signal) => listReleases(signal), []);
  const [change, setChange] = useState<PendingChange | null>(null);
  // Stable, so the dialog does not move focus back to its first button on every render.
  const close = useCallback(() => setChange(null), []);

  return (
    <>
      <SubHeader title="Live versions" note="A rollback changes what the next page load gets; nothing is rebuilt or restarted." />
      <Loadable resource={list} what="the releases">
        {(data) =>
          hasReleases(data) ? (
            <ReleaseTable apps={data.apps} onRequest={setChange} />
          ) : (
            <EmptyState title="No releases yet">Each frontend appears here once it is released (pnpm release &lt;app&gt;).</EmptyState>
          )
        }
      </Loadable>
      <RollbackDialog change={change} onClose={close} onDone={list.reload} />
    </>
  );
}
