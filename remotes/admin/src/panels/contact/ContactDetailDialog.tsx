import { media, type admin } from '@sqw/contracts';
import { useResource } from '@sqw/platform';
import { Dialog } from '@sqw/ui';
import type { ReactNode } from 'react';
import { DetailList } from '../../components/DetailList';
import { Loadable } from '../../components/Loadable';
import { formatDateTime } from '../../lib/format';
import { getContactDetail, statusLabel, TYPE_LABELS, type ContactDetail } from './api';

function rows(d: ContactDetail): [string, ReactNode][] {
  if (d.kind === 'site') {
    const m = d.message;
    return [
      ['Name', m.name],
      ['Email', m.email],
      ['Message', m.message],
      ['Status', statusLabel({ source: 'site' }, m.status)],
      ['Submitted', formatDateTime(m.created_at)],
    ];
  }
  const p = d.proposal;
  const a = media.proposalAnswers(p);
  const L = media.FIELD_LABELS;
  // Every answer the variant's form asks for, in the form's order, as the visitor chose it.
  const answers: Record<(typeof media.VARIANT_FIELDS)[typeof p.formType][number], ReactNode> = a;
  return [
    ...media.VARIANT_FIELDS[p.formType].map((f): [string, ReactNode] => [L[f], answers[f]]),
    [L.addOn, a.addOn],
    ['Status', a.status],
    ['Submitted', formatDateTime(p.createdAt)],
  ];
}

/** The full message or proposal, read from the service that stored it. */
export function ContactDetailDialog({ row, onClose }: { row: admin.ContactSubmission; onClose: () => void }) {
  const detail = useResource((signal) => getContactDetail(row, signal), [row]);
  return (
    <Dialog open onClose={onClose} title={`${TYPE_LABELS[row.type]} from ${row.name}`} wide>
      <Loadable resource={detail} what="the submission">
        {(d) => <DetailList items={rows(d)} />}
      </Loadable>
    </Dialog>
  );
}
