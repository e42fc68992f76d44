import { admin } from '@sqw/contracts';
import { notifyError, useResource, useSession } from '@sqw/platform';
import { Badge, Button } from '@sqw/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type Column } from '../../components/DataTable';
import { Loadable } from '../../components/Loadable';
import { Pager } from '../../components/Pager';
import { SubHeader } from '../../components/PanelHeader';
import { SearchBox, Toolbar } from '../../components/Toolbar';
import { downloadCsv, NO_DATA } from '../../lib/files';
import { formatDate, formatDateTime } from '../../lib/format';
import { useAction } from '../../lib/run-action';
import { AddUserForm } from './AddUserForm';
import { deleteUser, displayName, isActive, listUsers, setActive, USERS_PER_PAGE, usersCsvPath, type AdminUser } from './api';
import { EditUserDialog } from './EditUserDialog';
import { RowActions, RowButton } from '../../components/RowActions';

const Invited = styled.div`
  font-size: 0.8rem;
  margin-top: 4px;
`;

/** User Management on the auth service's admin API (the same API Supabase Auth offers). */
export function UsersPanel() {
  const { user: me } = useSession();
  const [filter, setFilter] = useState('');
  const [offset, setOffset] = useState(0);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const { busy, act } = useAction();
  const users = useResource((signal) => listUsers(offset / USERS_PER_PAGE + 1, filter, signal), [offset, filter]);

  const search = (q: string) => {
    setFilter(q);
    setOffset(0);
  };
  // The export holds what the table shows: the same search, and nothing to save when it is empty.
  const exportCsv = () => {
    if (users.data?.total === 0) return notifyError(null, NO_DATA, '');
    void downloadCsv('admin', usersCsvPath(filter), admin.REPORT_FILES.users);
  };
  const toggle = (u: AdminUser) => act(() => setActive(u.id, !isActive(u)), 'User status updated', 'Status not changed').then(users.reload);
  const confirmDelete = async () => {
    if (!deleting) return;
    if (await act(() => deleteUser(deleting.id), 'User deleted successfully', 'User not deleted')) {
      setDeleting(null);
      users.reload();
    }
  };

  const columns: Column<AdminUser>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (u) => (
        <>
          {displayName(u)} {u.app_metadata.role === 'admin' ? <Badge>Admin</Badge> : null}
        </>
      ),
    },
    { key: 'email', header: 'Email', cell: (u) => u.email },
    {
      key: 'status',
      header: 'Status',
      cell: (u) => (
        <>
          <Badge $tone={isActive(u) ? 'success' : 'muted'}>{isActive(u) ? 'Active' : 'Inactive'}</Badge>
          {!u.email_confirmed_at && u.invited_at ? <Invited>Invited {formatDate(u.invited_at)}</Invited> : null}
        </>
      ),
    },
    { key: 'joined', header: 'Join Date', cell: (u) => formatDate(u.created_at) },
    { key: 'login', header: 'Last Login', cell: (u) => (u.last_sign_in_at ? formatDateTime(u.last_sign_in_at) : 'Never') },
    {
      key: 'actions',
      header: 'Actions',
      cell: (u) => {
        const self = u.id === me?.id;
        const name = displayName(u) === '—' ? u.email : displayName(u);
        return (
          <RowActions>
            <RowButton
              disabled={self || busy}
              title={self ? 'You cannot deactivate yourself' : undefined}
              onClick={() => void toggle(u)}
              aria-label={`${isActive(u) ? 'Deactivate' : 'Activate'} ${name}`}
            >
              {isActive(u) ? 'Deactivate' : 'Activate'}
            </RowButton>
            <RowButton onClick={() => setEditing(u)} aria-label={`Edit ${name}`}>
              Edit
            </RowButton>
            <Button
              type="button"
              $size="sm"
              $variant="danger"
              disabled={self}
              title={self ? 'You cannot delete yourself' : undefined}
              onClick={() => setDeleting(u)}
              aria-label={`Delete ${name}`}
            >
              Delete
            </Button>
          </RowActions>
        );
      },
    },
  ];

  return (
    <>
      <AddUserForm onAdded={users.reload} />
      <SubHeader title="Users">
        <RowButton onClick={exportCsv}>Export CSV</RowButton>
      </SubHeader>
      <Toolbar>
        <SearchBox id="user-search" label="Search by name or email" onSearch={search} />
      </Toolbar>
      <Loadable resource={users} what="users">
        {(page) => (
          <>
            <DataTable
              caption={`${page.total} user${page.total === 1 ? '' : 's'}, newest first`}
              columns={columns}
              rows={page.users}
              rowKey={(u) => u.id}
              empty={filter ? 'No users match this search' : 'No users yet'}
            />
            <Pager offset={offset} size={USERS_PER_PAGE} total={page.total} onChange={setOffset} label="Users" />
          </>
        )}
      </Loadable>
      <EditUserDialog user={editing} onClose={() => setEditing(null)} onSaved={users.reload} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete User"
        confirmLabel="Delete User"
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        Delete {deleting ? `${displayName(deleting)} (${deleting.email})` : ''} for good? Their sign-in stops at once; this cannot be undone.
      </ConfirmDialog>
    </>
  );
}
