import { store } from '@sqw/contracts';
import { notifyError, useResource } from '@sqw/platform';
import { Badge } from '@sqw/ui';
import { useRef, useState } from 'react';
import { DataTable, type Column } from '../../components/DataTable';
import { Loadable } from '../../components/Loadable';
import { AddHeader } from '../../components/AddHeader';
import { useEditing } from '../../components/use-editing';
import { useAction } from '../../lib/run-action';
import { listResources, replaceResourceFile, updateResource } from './api';
import { ResourceFormDialog } from './ResourceFormDialog';
import { RowActions, RowButton } from '../../components/RowActions';
import { TwoLines } from '../../components/TwoLines';

const kb = (bytes: number | null) => (bytes === null ? '' : ` (${Math.max(1, Math.round(bytes / 1024))} KB)`);

/** The member resource library on the store service: add, edit, replace the PDF, publish. */
export function ResourceLibrary() {
  const resources = useResource((signal) => listResources(signal), []);
  const editor = useEditing<store.AdminResource>();
  const { busy, act } = useAction();
  const fileInput = useRef<HTMLInputElement>(null);
  const [replacing, setReplacing] = useState<store.AdminResource | null>(null);

  const pickFile = (r: store.AdminResource) => {
    setReplacing(r);
    fileInput.current?.click();
  };
  const upload = async (file: File | undefined) => {
    const target = replacing;
    if (fileInput.current) fileInput.current.value = '';
    if (!file || !target) return;
    if (file.size > store.MAX_RESOURCE_FILE_BYTES) return notifyError(null, 'File not replaced', 'The PDF must be at most 10 MB.');
    await act(() => replaceResourceFile(target.id, file), `PDF replaced for ${target.title}`, 'File not replaced');
    resources.reload();
  };
  const publish = (r: store.AdminResource) =>
    act(() => updateResource(r.id, { is_published: !r.is_published }), r.is_published ? `${r.title} unpublished` : `${r.title} published`, 'Not changed').then(
      resources.reload,
    );

  const columns: Column<store.AdminResource>[] = [
    { key: 'title', header: 'Title', cell: (r) => <TwoLines first={<strong>{r.title}</strong>} second={r.category} /> },
    { key: 'price', header: 'Price', cell: (r) => (r.premium ? store.formatAmount(r.price_cents) : 'Free') },
    { key: 'file', header: 'File', cell: (r) => (r.has_file ? `${r.file_name}${kb(r.file_size)}` : 'No file yet') },
    { key: 'state', header: 'State', cell: (r) => <Badge $tone={r.is_published ? 'success' : 'muted'}>{r.is_published ? 'Published' : 'Draft'}</Badge> },
    {
      key: 'actions',
      header: 'Actions',
      cell: (r) => (
        <RowActions>
          <RowButton onClick={() => editor.edit(r)} aria-label={`Edit ${r.title}`}>
            Edit
          </RowButton>
          <RowButton disabled={busy} onClick={() => pickFile(r)} aria-label={`Replace PDF of ${r.title}`}>
            {r.has_file ? 'Replace PDF' : 'Upload PDF'}
          </RowButton>
          <RowButton
            disabled={busy || (!r.has_file && !r.is_published)}
            onClick={() => void publish(r)}
            aria-label={`${r.is_published ? 'Unpublish' : 'Publish'} ${r.title}`}
          >
            {r.is_published ? 'Unpublish' : 'Publish'}
          </RowButton>
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <AddHeader
        title="Resource Library"
        note="PDF guides on the Member Resources page. A resource can be published once its PDF is uploaded."
        add="Add Resource"
        onAdd={editor.add}
      />
      <input
        ref={fileInput}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        aria-hidden="true"
        tabIndex={-1}
        onChange={(e) => void upload(e.target.files?.[0])}
      />
      <Loadable resource={resources} what="the resource library">
        {(data) => (
          <DataTable caption="Resources in the order members see them" columns={columns} rows={data.items} rowKey={(r) => r.id} empty="No resources yet" />
        )}
      </Loadable>
      <ResourceFormDialog open={editor.open} resource={editor.item} onClose={editor.close} onSaved={resources.reload} />
    </>
  );
}
