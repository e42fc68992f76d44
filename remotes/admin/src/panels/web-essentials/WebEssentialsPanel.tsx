import { webEssentials as we } from '@sqw/contracts';
import { useState } from 'react';
import type { Column } from '../../components/DataTable';
import { ListPanel } from '../../components/ListPanel';
import { newestFirst } from '../../components/Pager';
import { StatusSelect } from '../../components/StatusSelect';
import { FilterSelect, SearchBox } from '../../components/Toolbar';
import { usePagedList } from '../../components/use-paged-list';
import { downloadEndpointCsv } from '../../lib/files';
import { formatDateTime } from '../../lib/format';
import { filterOf, listSubmissions, setSubmissionStatus, STATUS_OPTIONS, SUBMISSIONS_PER_PAGE } from './api';
import { SubmissionDetail } from './SubmissionDetail';
import { openColumn } from '../../components/open-column';
import { TwoLines } from '../../components/TwoLines';

type Row = we.SubmissionSummary;
const STATUSES = [{ value: '', label: 'All statuses' }, ...STATUS_OPTIONS];

/** Web Essentials questionnaires from the web-essentials service, with status changes and the CSV. */
export function WebEssentialsPanel() {
  const submissions = usePagedList({ status: '', search: '' }, listSubmissions);
  const { list, filter, setFilter } = submissions;
  const [viewing, setViewing] = useState<string | null>(null);

  const exportCsv = () => void downloadEndpointCsv(we.adminEndpoints.submissionsCsv, we.CSV_FILENAME, { query: filterOf(filter) });

  const columns: Column<Row>[] = [
    { key: 'business', header: 'Business Name', cell: (r) => r.business_name },
    { key: 'package', header: 'Package', cell: (r) => r.choice_label },
    { key: 'contact', header: 'Contact', cell: (r) => <TwoLines first={r.contact_name} second={r.contact_email} /> },
    { key: 'submitted', header: 'Submitted', cell: (r) => formatDateTime(r.submitted_at) },
    {
      key: 'status',
      header: 'Status',
      cell: (r) => (
        <StatusSelect
          label={`Status of ${r.business_name}`}
          value={r.status}
          options={STATUS_OPTIONS}
          save={(next) => setSubmissionStatus(r.id, next)}
          onDone={list.reload}
        />
      ),
    },
    openColumn({ key: 'view', header: 'Details', text: 'View', label: (r) => `View ${r.business_name}`, onOpen: (r) => setViewing(r.id) }),
  ];

  return (
    <ListPanel
      title="Project Submissions"
      note="Questionnaires sent from the Web Essentials page."
      onExport={exportCsv}
      paged={submissions}
      what="Web Essentials submissions"
      label="Submissions"
      size={SUBMISSIONS_PER_PAGE}
      caption={newestFirst('submission')}
      columns={columns}
      rowKey={(r) => r.id}
      empty="No submissions yet"
      detail={viewing ? <SubmissionDetail id={viewing} onClose={() => setViewing(null)} /> : null}
    >
      <SearchBox id="we-search" label="Search business, contact or email" onSearch={(search) => setFilter({ search })} />
      <FilterSelect id="we-status" label="Status" value={filter.status} onChange={(status) => setFilter({ status })} options={STATUSES} />
    </ListPanel>
  );
}
