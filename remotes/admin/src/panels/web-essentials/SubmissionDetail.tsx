import { webEssentials as we } from '@sqw/contracts';
import { useResource } from '@sqw/platform';
import { Dialog } from '@sqw/ui';
import { DetailList } from '../../components/DetailList';
import { Loadable } from '../../components/Loadable';
import { formatDateTime } from '../../lib/format';
import { getSubmission } from './api';

const yes = (b: boolean) => (b ? 'Yes' : 'No');

/** Everything the questionnaire stored, with the quote computed when it was sent. */
export function SubmissionDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const detail = useResource((signal) => getSubmission(id, signal), [id]);
  return (
    <Dialog open onClose={onClose} title="Project Submission" wide>
      <Loadable resource={detail} what="the submission">
        {(s) => (
          <>
            <DetailList
              items={[
                ['Business name', s.business_name],
                ['Tagline', s.tagline],
                ['Description', s.business_description],
                ['Services', s.services],
                ['Choice', s.choice_label],
                ['Hosting', s.hosting ? we.HOSTING[s.hosting].label : null],
                ['Maintenance', s.maintenance ? we.MAINTENANCE[s.maintenance].label : null],
                ['Hosting & maintenance bundle', s.bundle_hosting_maintenance ? we.HOSTING_BUNDLES[s.bundle_hosting_maintenance].label : null],
                ['Add-ons', s.add_ons.map((a) => we.ADD_ONS[a].label).join(', ')],
                ['Pages', s.pages],
                ['Contact form', yes(s.contact_form)],
                ['Providing assets', yes(s.providing_assets)],
                ['Style preference', s.style_preference],
                ['Social media', s.social_media],
                ['Needs domain help', yes(s.need_domain_help)],
                ['Notes', s.notes],
                ['Contact', `${s.contact_name} <${s.contact_email}>`],
                ['Submitted', formatDateTime(s.submitted_at)],
                ['Status', `${we.STATUS_LABELS[s.status]}${s.status_changed_at ? ` (since ${formatDateTime(s.status_changed_at)})` : ''}`],
              ]}
            />
            <h3>Quote</h3>
            <DetailList
              items={[
                ...s.quote.lines.map((l, i): [string, string] => [
                  `${i + 1}. ${l.label}`,
                  `${we.formatUsd(l.amount)}${l.starting_price ? '+' : ''}${l.cadence === 'monthly' ? '/month' : ''}`,
                ]),
                ['One-time total', we.formatUsd(s.quote.one_time_total)],
                ['Deposit due', we.formatUsd(s.quote.deposit_due)],
                ['Monthly total', `${we.formatUsd(s.quote.monthly_total)}${s.quote.monthly_is_starting_price ? '+' : ''}`],
              ]}
            />
          </>
        )}
      </Loadable>
    </Dialog>
  );
}
