import { admin } from '@sqw/contracts';
import { Badge } from '@sqw/ui';
import { useState } from 'react';
import type { Column } from '../../components/DataTable';
import { ListPanel } from '../../components/ListPanel';
import { newestFirst } from '../../components/Pager';
import { StatusSelect } from '../../components/StatusSelect';
import { FilterSelect, SearchBox } from '../../components/Toolbar';
import { usePagedList } from '../../components/use-paged-list';
import { downloadEndpointCsv } from '../../lib/files';
import { formatDateTime } from '../../lib/format';
import { CONTACTS_PER_PAGE, listContacts, setContactStatus, statusOptions, TYPE_LABELS } from './api';
import { ContactDetailDialog } from './ContactDetailDialog';
import { openColumn } from '../../components/open-column';
import { TwoLines } from '../../components/TwoLines';

const TYPES = [{ value: '', label: 'All types' }, ...Object.entries(TYPE_LABELS).map(([value, label]) => ({ value, label }))];

/** Contact Forms: the site's contact messages and the media proposals in one list. */
export function ContactPanel() {
  const contacts = usePagedList({ type: '', q: '' }, listContacts);
  const { list, filter, setFilter } = contacts;
  const [viewing, setViewing] = useState<admin.ContactSubmission | null>(null);

  const columns: Column<admin.ContactSubmission>[] = [
    { key: 'name', header: 'Name', cell: (r) => r.name },
    { key: 'type', header: 'Type', cell: (r) => <Badge $tone={r.type === 'contact' ? 'blue' : 'gold'}>{TYPE_LABELS[r.type]}</Badge> },
    { key: 'reach', header: 'Email & Phone', cell: (r) => <TwoLines first={r.email} second={r.phone ?? ''} /> },
    { key: 'submitted', header: 'Submitted', cell: (r) => formatDateTime(r.submitted_at) },
    {
      key: 'status',
      header: 'Status',
      cell: (r) => (
        <StatusSelect
          label={`Status of ${r.name}'s ${TYPE_LABELS[r.type].toLowerCase()}`}
          value={r.status}
          options={statusOptions(r)}
          save={(next) => setContactStatus(r, next)}
          onDone={list.reload}
        />
      ),
    },
    openColumn({ key: 'view', header: 'Details', text: 'View', label: (r) => `View ${r.name}'s ${TYPE_LABELS[r.type].toLowerCase()}`, onOpen: setViewing }),
  ];

  return (
    <ListPanel
      title="Contact Submissions"
      note="Contact messages from the site and proposal requests from Sovereign Skies."
      onExport={() => void downloadEndpointCsv(admin.endpoints.contactReport, admin.REPORT_FILES.contact)}
      paged={contacts}
      what="contact submissions"
      label="Contact submissions"
      size={CONTACTS_PER_PAGE}
      caption={newestFirst('submission')}
      columns={columns}
      rowKey={(r) => `${r.source}-${r.id}`}
      empty="No contact submissions yet"
      detail={viewing ? <ContactDetailDialog row={viewing} onClose={() => setViewing(null)} /> : null}
    >
      <SearchBox id="contact-search" label="Search name or email" onSearch={(q) => setFilter({ q })} />
      <FilterSelect id="contact-type" label="Type" value={filter.type} onChange={(type) => setFilter({ type })} options={TYPES} />
    </ListPanel>
  );
}
