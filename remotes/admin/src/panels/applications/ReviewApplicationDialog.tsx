import { hall } from '@sqw/contracts';
import { Button, Dialog, Field, Input, invalidProps, Select, TextArea } from '@sqw/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { DetailList } from '../../components/DetailList';
import { ProtectedImage } from '../../components/ProtectedImage';
import { formatDateTime } from '../../lib/format';
import { useDialogAction } from '../../lib/run-action';
import { approveApplication, parseBadges, photoPath, rejectApplication } from './api';

const MAX_BADGES = 12;

const StepTitle = styled.h3`
  margin-top: 24px;
`;

const ReasonInput = styled(TextArea)`
  min-height: 80px;
`;

/** Read an application, then approve it into the hall with a level, title and badges, or reject it with a reason. */
export function ReviewApplicationDialog({ application: a, onClose, onDone }: { application: hall.Application; onClose: () => void; onDone: () => void }) {
  const [level, setLevel] = useState(1);
  const [title, setTitle] = useState<string>(a.custom_title ?? hall.levelOf(1).title);
  const [titleTouched, setTitleTouched] = useState(Boolean(a.custom_title));
  const [username, setUsername] = useState(a.alias ?? '');
  const [badges, setBadges] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ badges?: string; reason?: string }>({});

  const chooseLevel = (n: number) => {
    setLevel(n);
    // The title follows the level until the admin picks one on purpose.
    if (!titleTouched) setTitle(hall.levelOf(n).title);
  };
  const { busy, act } = useDialogAction(onDone, onClose);
  const approve = () => {
    const list = parseBadges(badges);
    if (list.length > MAX_BADGES || list.some((b) => b.length > 40)) return setErrors({ badges: `At most ${MAX_BADGES} badges of up to 40 characters each.` });
    setErrors({});
    void act(
      () => approveApplication(a.id, { level, title, username: username.trim(), badges: list }),
      `${a.name} is now a legend`,
      'Application not approved',
    );
  };
  const reject = () => {
    if (!reason.trim()) return setErrors({ reason: 'Please give a reason.' });
    setErrors({});
    void act(() => rejectApplication(a.id, reason.trim()), `Application from ${a.name} rejected`, 'Application not rejected');
  };

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
            <Select id="approve-level" value={level} onChange={(e) => chooseLevel(Number(e.target.value))}>
              {hall.LEVELS.map((l) => (
                <option key={l.level} value={l.level}>
                  {l.level}. {l.title} ({l.threshold})
                </option>
              ))}
            </Select>
          </Field>
          <Field id="approve-title" label="Title">
            <Select
              id="approve-title"
              value={title}
              onChange={(e) => {
                setTitle(e.target.value);
                setTitleTouched(true);
              }}
            >
              {hall.LEVEL_TITLES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="approve-username" label="Username shown in the hall (optional)">
            <Input id="approve-username" value={username} maxLength={60} onChange={(e) => setUsername(e.target.value)} />
          </Field>
          <Field id="approve-badges" label="Badges" hint="Separate badges with commas." error={errors.badges}>
            <Input {...invalidProps('approve-badges', errors.badges)} value={badges} onChange={(e) => setBadges(e.target.value)} />
          </Field>
          <Button type="button" disabled={busy} onClick={approve}>
            Approve Legend
          </Button>
          <StepTitle>Reject</StepTitle>
          <Field id="reject-application-reason" label="Reason (sent to the applicant)" error={errors.reason}>
            <ReasonInput
              {...invalidProps('reject-application-reason', errors.reason)}
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
            />
          </Field>
          <Button type="button" $variant="danger" disabled={busy} onClick={reject}>
            Reject Application
          </Button>
        </>
      ) : null}
    </Dialog>
  );
}
