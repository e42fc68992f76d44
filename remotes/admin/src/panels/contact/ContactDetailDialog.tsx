import { media, type admin } from '@sqw/contracts';
import { useResource } from '@sqw/platform';
import { Dialog } from '@sqw/ui';
import type { ReactNode } from 'react';
import { DetailList } from '../../components/DetailList';
import { Loadable } from '../../components/Loadable';
import { formatDateTime } from '../../lib/format';
import { getContactDetail, statusLabel, TYPE_LABELS, type ContactDetail } from './api';

function rows(detail: ContactDetail): [string, ReactNode][] {
  if (detail.kind === 'site') {
    const message = detail.message;
    return [
      ['Name', message.name],
      ['Email', message.email],
      ['Message', message.message],
      ['Status', statusLabel({ source: 'site' }, message.status)],
      ['Submitted', formatDateTime(message.created_at)],
    ];
  }
  const proposal = detail.proposal;
  const labelled = media.proposalAnswers(proposal);
  const labels = media.FIELD_LABELS;
  // Every answer the variant's form asks for, in the form's order, as the visitor chose it.
  const answers: Record<(typeof media.VARIANT_FIELDS)[typeof proposal.form_type][number], ReactNode> = labelled;
  return [
    ...media.VARIANT_FIELDS[proposal.form_type].map((field): [string, ReactNode] => [labels[field], answers[field]]),
    [labels.add_on, labelled.add_on],
    ['Status', labelled.status],
    ['Submitted', formatDateTime(proposal.created_at)],
  ];
}

/** The full message or proposal, read from the service that stored it. */
export function ContactDetailDialog({ row, onClose }: { row: admin.ContactSubmission; onClose: () => void }) {
  const detail = useResource((signal) => getContactDetail(row, signal), [row]);
  return (
    <Dialog open onClose={onClose} title={`${TYPE_LABELS[row.type]} from ${row.name}`} wide>
      <Loadable resource={detail} what="the submission">
        {(detail) => <DetailList items={rows(detail)} />}
      </Loadable>
    </Dialog>
  );
}
