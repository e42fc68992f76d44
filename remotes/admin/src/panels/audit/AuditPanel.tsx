import { admin } from '@sqw/contracts';
import { call, useResource } from '@sqw/platform';
import { Badge } from '@sqw/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { DataTable, type Column } from '../../components/DataTable';
import { Loadable } from '../../components/Loadable';
import { FilterSelect, Toolbar } from '../../components/Toolbar';
import { Unavailable } from '../../components/Unavailable';
import { formatDateTime } from '../../lib/format';

const Details = styled.code`
  overflow-wrap: anywhere;
`;

const LIMITS = [50, 100].map((n) => ({ value: String(n), label: `Latest ${n}` }));

const fetchAudit = (limit: number, signal: AbortSignal) => call(admin.endpoints.auditAll, { query: { limit }, signal });

/** Details are free-form per action; a short JSON line is the honest rendering. */
const detailsText = (d: Record<string, unknown>) => {
  if (Object.keys(d).length === 0) return '';
  const text = JSON.stringify(d);
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
};

const columns: Column<admin.AuditAllEntry>[] = [
  { key: 'when', header: 'When', cell: (e) => formatDateTime(e.created_at) },
  { key: 'who', header: 'Who', cell: (e) => e.actor_email ?? '—' },
  {
    key: 'what',
    header: 'Action',
    cell: (e) => (
      <>
        <Badge $tone="muted">{e.service}</Badge> <code>{e.action}</code>
      </>
    ),
  },
  { key: 'target', header: 'On', cell: (e) => `${e.target_type} ${e.target_id}` },
  { key: 'details', header: 'Details', cell: (e) => <Details>{detailsText(e.details)}</Details> },
];

/** Every admin action, as stored by the service it happened in, newest first. */
export function AuditPanel() {
  const [limit, setLimit] = useState(100);
  const log = useResource((signal) => fetchAudit(limit, signal), [limit]);
  return (
    <>
      <Toolbar>
        <FilterSelect id="audit-limit" label="Show" value={String(limit)} onChange={(v) => setLimit(Number(v))} options={LIMITS} />
      </Toolbar>
      <Loadable resource={log} what="the audit log">
        {(data) => (
          <>
            <Unavailable services={data.unavailable} />
            <DataTable
              caption="Admin actions, newest first"
              columns={columns}
              rows={data.items}
              rowKey={(e) => `${e.service}-${e.id}`}
              empty="No admin actions recorded yet"
            />
          </>
        )}
      </Loadable>
    </>
  );
}
