import type { releases } from '@sqw/contracts';
import { Badge, Button } from '@sqw/ui';
import { formatDateTime } from '../../lib/format';
import type { AppReleases } from './api';
import { makeLiveEvents, shortCommit, type PendingChange } from './model';
import { Actor, Mono, Note, Table } from './table-styles';

const ACTION_LABEL: Record<releases.ReleaseEvent['action'], string> = { release: 'Release', rollback: 'Rollback' };

/** One app's changes of its live version, newest first; an older version can be made live again. */
export function ReleaseHistory({ app, onRequest }: { app: AppReleases; onRequest: (change: PendingChange) => void }) {
  if (app.history.length === 0) return <Note>No releases of {app.app} yet.</Note>;
  const offered = makeLiveEvents(app);
  const live = app.live;
  return (
    <Table>
      <caption>{`${app.app} history, newest first`}</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Action</th>
          <th scope="col">Version</th>
          <th scope="col">Commit</th>
          <th scope="col">By</th>
          <th scope="col">Forced</th>
          <th scope="col">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {app.history.map((e, i) => (
          <tr key={e.id}>
            <td>{formatDateTime(e.at)}</td>
            <td>
              <Badge $tone={e.action === 'rollback' ? 'blue' : 'muted'}>{ACTION_LABEL[e.action]}</Badge>
            </td>
            <td>
              <Mono>{e.version}</Mono>
              {i === 0 && live?.id === e.id ? (
                <>
                  {' '}
                  <Badge $tone="success">Live</Badge>
                </>
              ) : null}
            </td>
            <td>{e.commit ? <Mono title={e.commit}>{shortCommit(e.commit)}</Mono> : '—'}</td>
            <td>
              <Actor>{e.actor}</Actor>
            </td>
            <td>{e.forced ? <Badge $tone="danger">Forced</Badge> : '—'}</td>
            <td>
              {live && offered.has(e.id) ? (
                <Button
                  type="button"
                  $size="sm"
                  $variant="outline"
                  aria-label={`Make ${app.app} ${e.version} live`}
                  onClick={() => onRequest({ kind: 'make-live', app: app.app, from: live.version, to: e.version })}
                >
                  Make live
                </Button>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
