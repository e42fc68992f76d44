import { zodResolver } from '@hookform/resolvers/zod';
import { hall } from '@sqw/contracts';
import type { ServerErrorOptions } from '@sqw/platform';
import { Button, Dialog, Field, Input, invalidProps, Select, TextArea } from '@sqw/ui';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import { DetailList } from '../../components/DetailList';
import { ProtectedImage } from '../../components/ProtectedImage';
import { formatDateTime } from '../../lib/format';
import { useDialogAction } from '../../lib/run-action';
import { approveApplication, parseBadges, photoPath, rejectApplication } from './api';

// The contract's limits on badges, said to the admin as one rule.
const MAX_BADGES = 12;
const MAX_BADGE_LENGTH = 40;

/**
 * The approval as the dialog edits it: the contract's body, always with a title (the select
 * holds one), and with the badges typed on one line, separated by commas. They are split and
 * de-duplicated, then checked by the contract's rule.
 */
const Approval = hall.ApproveApplication.extend({
  title: hall.ApproveApplication.shape.title.unwrap(),
  badges: z
    .string()
    .transform(parseBadges)
    .refine(
      (list) => list.length <= MAX_BADGES && list.every((b) => b.length <= MAX_BADGE_LENGTH),
      `At most ${MAX_BADGES} badges of up to ${MAX_BADGE_LENGTH} characters each.`,
    )
    .pipe(hall.ApproveApplication.shape.badges.unwrap()),
});
type ApprovalIn = z.input<typeof Approval>;
type ApprovalOut = z.output<typeof Approval>;
type RejectionIn = z.input<typeof hall.RejectApplication>;

/** The service names a badge by its place in the list ('badges.2'); the form has one badges field. */
const APPROVAL_FIELDS: ServerErrorOptions<ApprovalIn> = {
  fields: ['level', 'title', 'username', 'badges'],
  fieldOf: (path) => path.split('.')[0] as keyof ApprovalIn,
};
const REJECTION_FIELDS: ServerErrorOptions<RejectionIn> = { fields: ['reason'] };

const StepTitle = styled.h3`
  margin-top: 24px;
`;

const ReasonInput = styled(TextArea)`
  min-height: 80px;
`;

/** Read an application, then approve it into the hall with a level, title and badges, or reject it with a reason. */
export function ReviewApplicationDialog({ application: a, onClose, onDone }: { application: hall.Application; onClose: () => void; onDone: () => void }) {
  // Approving and rejecting are two forms, so a reason left empty does not stop an approval.
  // Focus stays on the button pressed: the message under a field is announced (role="alert").
  const approval = useForm<ApprovalIn, unknown, ApprovalOut>({
    resolver: zodResolver(Approval),
    shouldFocusError: false,
    defaultValues: {
      level: 1,
      title: hall.LEVEL_TITLES.find((t) => t === a.custom_title) ?? hall.levelOf(1).title,
      username: a.alias ?? '',
      badges: '',
    },
  });
  const rejection = useForm<RejectionIn>({ resolver: zodResolver(hall.RejectApplication), shouldFocusError: false, defaultValues: { reason: '' } });
  const approvalErrors = approval.formState.errors;
  const reasonError = rejection.formState.errors.reason?.message;

  // The title follows the level until the admin picks one on purpose.
  const titlePicked = useRef(Boolean(a.custom_title));
  const { busy, save } = useDialogAction(onDone, onClose);
  const approve = approval.handleSubmit((values) =>
    save(
      approval,
      () => approveApplication(a.id, { ...values, username: values.username ?? '' }),
      `${a.name} is now a legend`,
      'Application not approved',
      APPROVAL_FIELDS,
    ),
  );
  const reject = rejection.handleSubmit(({ reason }) =>
    save(rejection, () => rejectApplication(a.id, reason), `Application from ${a.name} rejected`, 'Application not rejected', REJECTION_FIELDS),
  );

  return (
    <Dialog open onClose={onClose} title={`Application from ${a.name}`} wide>
      <DetailList
        items={[
          ['Name', a.name],
          ['Alias', a.alias],
          ['Email', a.email],
          ['Challenge', a.challenge],
          ['Passive income', a.passive_income],
          ['Preferred title', a.custom_title],
          ['Quote', a.quote],
          ['Proof', a.proof_description],
          ['Submitted', formatDateTime(a.created_at)],
          ['Status', a.status + (a.decision_reason ? ` (${a.decision_reason})` : '')],
        ]}
      />
      {a.has_photo ? <ProtectedImage service="hall" path={photoPath(a.id)} alt={`Photo of ${a.name}`} /> : <p>No photo was sent.</p>}
      {a.status === 'pending' ? (
        <>
          <StepTitle>Approve</StepTitle>
          <Field id="approve-level" label="Level">
            <Select
              id="approve-level"
              {...approval.register('level', {
                valueAsNumber: true,
                onChange: (e: { target: HTMLSelectElement }) => {
                  if (!titlePicked.current) approval.setValue('title', hall.levelOf(Number(e.target.value)).title);
                },
              })}
            >
              {hall.LEVELS.map((l) => (
                <option key={l.level} value={l.level}>
                  {l.level}. {l.title} ({l.threshold})
                </option>
              ))}
            </Select>
          </Field>
          <Field id="approve-title" label="Title" error={approvalErrors.title?.message}>
            <Select
              {...invalidProps('approve-title', approvalErrors.title?.message)}
              {...approval.register('title', {
                onChange: () => {
                  titlePicked.current = true;
                },
              })}
            >
              {hall.LEVEL_TITLES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="approve-username" label="Username shown in the hall (optional)" error={approvalErrors.username?.message}>
            <Input {...invalidProps('approve-username', approvalErrors.username?.message)} maxLength={60} {...approval.register('username')} />
          </Field>
          <Field id="approve-badges" label="Badges" hint="Separate badges with commas." error={approvalErrors.badges?.message}>
            <Input {...invalidProps('approve-badges', approvalErrors.badges?.message)} {...approval.register('badges')} />
          </Field>
          <Button type="button" disabled={busy} onClick={approve}>
            Approve Legend
          </Button>
          <StepTitle>Reject</StepTitle>
          <Field id="reject-application-reason" label="Reason (sent to the applicant)" error={reasonError}>
            <ReasonInput {...invalidProps('reject-application-reason', reasonError)} maxLength={500} {...rejection.register('reason')} />
          </Field>
          <Button type="button" $variant="danger" disabled={busy} onClick={reject}>
            Reject Application
          </Button>
        </>
      ) : null}
    </Dialog>
  );
}
