import { webEssentials as we } from '@sqw/contracts';
import { useResource } from '@sqw/platform';
import { Button } from '@sqw/ui';
import { useState } from 'react';
import { DataTable, type Column } from '../../components/DataTable';
import { Loadable } from '../../components/Loadable';
import { countOf, CursorPager, useCursorPages } from '../../components/Pager';
import { SubHeader } from '../../components/PanelHeader';
import { StatusSelect } from '../../components/StatusSelect';
import { FilterSelect, RefreshExport, SearchBox, Toolbar } from '../../components/Toolbar';
import { downloadEndpointCsv } from '../../lib/files';
import { formatDateTime } from '../../lib/format';
import { runAction } from '../../lib/run-action';
import { filterOf, listSubmissions, setSubmissionStatus, STATUS_OPTIONS, SUBMISSIONS_PER_PAGE } from './api';
import { SubmissionDetail } from './SubmissionDetail';

type Row = we.SubmissionSummary;

/** Web Essentials questionnaires from the web-essentials service, with status changes and the CSV. */
export function WebEssentialsPanel() {
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const pages = useCursorPages();
  const [viewing, setViewing] = useState<string | null>(null);
  const list = useResource((signal) => listSubmissions({ status, search, after: pages.after }, signal), [status, search, pages.after]);

  const changeStatus = (row: Row, next: we.SubmissionStatus) =>
    runAction(() => setSubmissionStatus(row.id, next), `Status set to ${we.STATUS_LABELS[next]}`, 'Status not changed').then(list.reload);
  const exportCsv = () => void downloadEndpointCsv(we.adminEndpoints.submissionsCsv, we.CSV_FILENAME, { query: filterOf({ status, search }) });

  const columns: Column<Row>[] = [
    { key: 'business', header: 'Business Name', cell: (r) => r.business_name },
    { key: 'package', header: 'Package', cell: (r) => r.choice_label },
    {
      key: 'contact',
      header: 'Contact',
      cell: (r) => (
        <>
          {r.contact_name}
          <div>{r.contact_email}</div>
        </>
      ),
    },
    { key: 'submitted', header: 'Submitted', cell: (r) => formatDateTime(r.submitted_at) },
    {
      key: 'status',
      header: 'Status',
      cell: (r) => <StatusSelect label={`Status of ${r.business_name}`} value={r.status} options={STATUS_OPTIONS} onChange={(s) => changeStatus(r, s)} />,
    },
    {
      key: 'view',
      header: 'Details',
      cell: (r) => (
        <Button type="button" $size="sm" $variant="outline" onClick={() => setViewing(r.id)} aria-label={`View ${r.business_name}`}>
          View
        </Button>
      ),
    },
  ];

  return (
    <>
      <SubHeader title="Project Submissions" note="Questionnaires sent from the Web Essentials page.">
        <RefreshExport onRefresh={list.reload} onExport={exportCsv} />
      </SubHeader>
      <Toolbar>
        <SearchBox
          id="we-search"
          label="Search business, contact or email"
          onSearch={(q) => {
            setSearch(q);
            pages.reset();
          }}
        />
        <FilterSelect
          id="we-status"
          label="Status"
          value={status}
          onChange={(v) => {
            setStatus(v);
            pages.reset();
          }}
        >
          <option value="">All statuses</option>
          {STATUS_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </FilterSelect>
      </Toolbar>
      <Loadable resource={list} what="Web Essentials submissions">
        {(page) => (
          <>
            <DataTable
              caption={`${countOf(page, 'submission')}, newest first`}
              columns={columns}
              rows={page.items}
              rowKey={(r) => r.id}
              empty="No submissions yet"
            />
            <CursorPager label="Submissions" index={pages.index} size={SUBMISSIONS_PER_PAGE} page={page} onNext={pages.next} onPrevious={pages.previous} />
          </>
        )}
      </Loadable>
      {viewing ? <SubmissionDetail id={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}
