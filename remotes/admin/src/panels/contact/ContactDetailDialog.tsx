import { media, type admin } from '@sqw/contracts';
import { useResource } from '@sqw/platform';
import { Dialog } from '@sqw/ui';
import type { ReactNode } from 'react';
import { DetailList } from '../../components/DetailList';
import { Loadable } from '../../components/Loadable';
import { formatDateTime } from '../../lib/format';
import { getContactDetail, TYPE_LABELS, type ContactDetail } from './api';

function rows(d: ContactDetail): [string, ReactNode][] {
  if (d.kind === 'site') {
    const m = d.message;
    return [['Name', m.name], ['Email', m.email], ['Message', m.message], ['Status', m.status], ['Submitted', formatDateTime(m.created_at)]];
  }
  const p = d.proposal;
  const timelines = p.formType === 'estate' ? media.ESTATE_TIMELINES : media.CREATIVE_TIMELINES;
  return [
    ['Name', p.name],
    ['Email', p.email],
    ['Phone', p.phone],
    ['Company', p.company],
    ...(p.formType === 'estate'
      ? ([['Property address', p.propertyAddress], ['Property value', media.labelOf(media.PROPERTY_VALUES, p.propertyValue)]] as [string, ReactNode][])
      : ([['Project type', media.labelOf(media.CREATIVE_PROJECT_TYPES, p.projectType)], ['Budget', media.labelOf(media.BUDGETS, p.budget)]] as [string, ReactNode][])),
    ['Timeline', media.labelOf(timelines, p.timeline)],
    ['Add-on', p.addOn],
    ['Description', p.description],
    ['Heard about us', media.labelOf(media.REFERRAL_SOURCES, p.referralSource)],
    ['Status', p.status],
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
