import { Badge, Button } from '@sqw/ui';
import { Fragment, useState } from 'react';
import { formatDateTime } from '../../lib/format';
import type { AppReleases } from './api';
import { previousVersion, shortCommit, type PendingChange } from './model';
import { ReleaseHistory } from './ReleaseHistory';
import { Actor, Buttons, HistoryCell, Mono, Note, Scroll, Table } from './table-styles';

const COLUMNS = ['App', 'Live version', 'Commit', 'Released by', 'When', 'Forced', 'Actions'];

function AppRow({
  app,
  expanded,
  onToggle,
  onRequest,
}: {
  app: AppReleases;
  expanded: boolean;
  onToggle: () => void;
  onRequest: (change: PendingChange) => void;
}) {
  const live = app.live;
  const previous = previousVersion(app);
  const historyId = `release-history-${app.app}`;
  return (
    <Fragment>
      <tr>
        <th scope="row">{app.app}</th>
        <td>
          {live ? (
            <>
              <Mono>{live.version}</Mono>
              {live.action === 'rollback' ? (
                <>
                  {' '}
                  <Badge $tone="blue">Rolled back</Badge>
                </>
              ) : null}
            </>
          ) : (
            <Note>Not released</Note>
          )}
        </td>
        <td>{live?.commit ? <Mono title={live.commit}>{shortCommit(live.commit)}</Mono> : '—'}</td>
        <td>{live ? <Actor>{live.actor}</Actor> : '—'}</td>
        <td>{live ? formatDateTime(live.at) : '—'}</td>
        <td>{live?.forced ? <Badge $tone="danger">Forced</Badge> : '—'}</td>
        <td>
          <Buttons>
            <Button
              type="button"
              $size="sm"
              $variant="outline"
              aria-expanded={expanded}
              aria-controls={historyId}
              aria-label={`${app.app} history`}
              onClick={onToggle}
            >
              History
            </Button>
            {live && previous ? (
              <Button
                type="button"
                $size="sm"
                $variant="danger"
                aria-label={`Roll back ${app.app}`}
                onClick={() => onRequest({ kind: 'rollback', app: app.app, from: live.version, to: previous })}
              >
                Roll back
              </Button>
            ) : (
              <Note>{live ? 'No earlier release' : null}</Note>
            )}
          </Buttons>
        </td>
      </tr>
      {expanded ? (
        <tr id={historyId}>
          <HistoryCell colSpan={COLUMNS.length}>
            <ReleaseHistory app={app} onRequest={onRequest} />
          </HistoryCell>
        </tr>
      ) : null}
    </Fragment>
  );
}

/** Every frontend's live version, one row each, with its history folded under the row. */
export function ReleaseTable({ apps, onRequest }: { apps: AppReleases[]; onRequest: (change: PendingChange) => void }) {
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  const toggle = (app: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(app)) next.add(app);
      return next;
    });
  return (
    <Scroll role="region" aria-label="Live versions" tabIndex={0}>
      <Table>
        <caption>Each frontend's live version; History lists who released what, newest first</caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {apps.map((a) => (
            <AppRow key={a.app} app={a} expanded={open.has(a.app)} onToggle={() => toggle(a.app)} onRequest={onRequest} />
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
