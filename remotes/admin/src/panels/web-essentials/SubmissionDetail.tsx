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
                ['Business name', s.businessName],
                ['Tagline', s.tagline],
                ['Description', s.businessDescription],
                ['Services', s.services],
                ['Choice', s.choiceLabel],
                ['Hosting', s.hosting ? we.HOSTING[s.hosting].label : null],
                ['Maintenance', s.maintenance ? we.MAINTENANCE[s.maintenance].label : null],
                ['Hosting & maintenance bundle', s.bundleHostingMaintenance ? we.HOSTING_BUNDLES[s.bundleHostingMaintenance].label : null],
                ['Add-ons', s.addOns.map((a) => we.ADD_ONS[a].label).join(', ')],
                ['Pages', s.pages],
                ['Contact form', yes(s.contactForm)],
                ['Providing assets', yes(s.providingAssets)],
                ['Style preference', s.stylePreference],
                ['Social media', s.socialMedia],
                ['Needs domain help', yes(s.needDomainHelp)],
                ['Notes', s.notes],
                ['Contact', `${s.contactName} <${s.contactEmail}>`],
                ['Submitted', formatDateTime(s.submittedAt)],
                ['Status', `${we.STATUS_LABELS[s.status]}${s.statusChangedAt ? ` (since ${formatDateTime(s.statusChangedAt)})` : ''}`],
              ]}
            />
            <h3>Quote</h3>
            <DetailList
              items={[
                ...s.quote.lines.map((l, i): [string, string] => [
                  `${i + 1}. ${l.label}`,
                  `${we.formatUsd(l.amount)}${l.startingPrice ? '+' : ''}${l.cadence === 'monthly' ? '/month' : ''}`,
                ]),
                ['One-time total', we.formatUsd(s.quote.oneTimeTotal)],
                ['Deposit due', we.formatUsd(s.quote.depositDue)],
                ['Monthly total', `${we.formatUsd(s.quote.monthlyTotal)}${s.quote.monthlyIsStartingPrice ? '+' : ''}`],
              ]}
            />
          </>
        )}
      </Loadable>
    </Dialog>
  );
}
