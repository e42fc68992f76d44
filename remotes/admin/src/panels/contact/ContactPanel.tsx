import { admin } from '@sqw/contracts';
import { useResource } from '@sqw/platform';
import { Badge, Button } from '@sqw/ui';
import { useState } from 'react';
import { DataTable, type Column } from '../../components/DataTable';
import { Loadable } from '../../components/Loadable';
import { countOf, CursorPager, useCursorPages } from '../../components/Pager';
import { SubHeader } from '../../components/PanelHeader';
import { StatusSelect } from '../../components/StatusSelect';
import { FilterSelect, RefreshExport, SearchBox, Toolbar } from '../../components/Toolbar';
import { Unavailable } from '../../components/Unavailable';
import { downloadEndpointCsv } from '../../lib/files';
import { formatDateTime } from '../../lib/format';
import { runAction } from '../../lib/run-action';
import { CONTACTS_PER_PAGE, listContacts, setContactStatus, statusLabel, statusOptions, TYPE_LABELS } from './api';
import { ContactDetailDialog } from './ContactDetailDialog';

/** Contact Forms: the site's contact messages and the media proposals in one list. */
export function ContactPanel() {
  const [type, setType] = useState('');
  const [q, setQ] = useState('');
  const pages = useCursorPages();
  const [viewing, setViewing] = useState<admin.ContactSubmission | null>(null);
  const list = useResource((signal) => listContacts({ type, q, after: pages.after }, signal), [type, q, pages.after]);

  const changeStatus = (row: admin.ContactSubmission, status: string) =>
    runAction(() => setContactStatus(row, status), `Status set to ${statusLabel(row, status)}`, 'Status not changed').then(list.reload);

  const columns: Column<admin.ContactSubmission>[] = [
    { key: 'name', header: 'Name', cell: (r) => r.name },
    { key: 'type', header: 'Type', cell: (r) => <Badge $tone={r.type === 'contact' ? 'blue' : 'gold'}>{TYPE_LABELS[r.type]}</Badge> },
    {
      key: 'reach',
      header: 'Email & Phone',
      cell: (r) => (
        <>
          {r.email}
          <div>{r.phone ?? ''}</div>
        </>
      ),
    },
    { key: 'submitted', header: 'Submitted', cell: (r) => formatDateTime(r.submitted_at) },
    {
      key: 'status',
      header: 'Status',
      cell: (r) => (
        <StatusSelect
          label={`Status of ${r.name}'s ${TYPE_LABELS[r.type].toLowerCase()}`}
          value={r.status}
          options={statusOptions(r)}
          onChange={(s) => changeStatus(r, s)}
        />
      ),
    },
    {
      key: 'view',
      header: 'Details',
      cell: (r) => (
        <Button type="button" $size="sm" $variant="outline" onClick={() => setViewing(r)} aria-label={`View ${r.name}'s ${TYPE_LABELS[r.type].toLowerCase()}`}>
          View
        </Button>
      ),
    },
  ];

  return (
    <>
      <SubHeader title="Contact Submissions" note="Contact messages from the site and proposal requests from Sovereign Skies.">
        <RefreshExport onRefresh={list.reload} onExport={() => void downloadEndpointCsv(admin.endpoints.contactReport, admin.REPORT_FILES.contact)} />
      </SubHeader>
      <Toolbar>
        <SearchBox
          id="contact-search"
          label="Search name or email"
          onSearch={(v) => {
            setQ(v);
            pages.reset();
          }}
        />
        <FilterSelect
          id="contact-type"
          label="Type"
          value={type}
          onChange={(v) => {
            setType(v);
            pages.reset();
          }}
        >
          <option value="">All types</option>
          {Object.entries(TYPE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </FilterSelect>
      </Toolbar>
      <Loadable resource={list} what="contact submissions">
        {(page) => (
          <>
            <Unavailable services={page.unavailable} />
            <DataTable
              caption={`${countOf(page, 'submission')}, newest first`}
              columns={columns}
              rows={page.items}
              rowKey={(r) => `${r.source}-${r.id}`}
              empty="No contact submissions yet"
            />
            <CursorPager label="Contact submissions" index={pages.index} size={CONTACTS_PER_PAGE} page={page} onNext={pages.next} onPrevious={pages.previous} />
          </>
        )}
      </Loadable>
      {viewing ? <ContactDetailDialog row={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}
