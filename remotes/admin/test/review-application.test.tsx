import type { hall } from '@sqw/contracts';
import { apiError, deferred, type Routes, setupNetwork, toastTitles } from '@sqw/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import { ReviewApplicationDialog } from '../src/panels/applications/ReviewApplicationDialog';
import { application } from './fixtures';
import { button, control, messageUnder, openDialog } from './dialog-harness';

setupNetwork();

const HALL = 'http://hall.test';
const ada = application(1, { name: 'Ada Sovereign', alias: 'ada', email: 'ada@example.com' });
const APPROVE = `POST /admin/applications/${ada.id}/approve`;
const REJECT = `POST /admin/applications/${ada.id}/reject`;
const legend: hall.Legend = {
  id: '00000000-0000-4000-8000-00000000aaaa',
  name: ada.name,
  username: 'ada',
  avatar_url: null,
  level: 1,
  title: 'Stack Starter',
  challenge: ada.challenge,
  passive_income: ada.passive_income,
  quote: null,
  badges: [],
  created_at: '2026-11-21T09:00:00.000Z',
};

const open = (routes: Routes) => openDialog((callbacks) => <ReviewApplicationDialog application={ada} {...callbacks} />, { name: 'hall', url: HALL }, routes);

const BADGES_RULE = 'At most 12 badges of up to 40 characters each.';

test('more than twelve badges is said under Badges and nothing is sent', async () => {
  const { calls, user } = open({});
  await user.click(control('Badges'));
  await user.paste(Array.from({ length: 13 }, (_, i) => `Badge ${i + 1}`).join(', '));
  await user.click(button('Approve Legend'));
  expect(await screen.findByText(BADGES_RULE)).toBeTruthy();
  expect(messageUnder('Badges')).toBe(BADGES_RULE);
  expect(control('Badges').getAttribute('aria-invalid')).toBe('true');
  expect(calls).toEqual([]);
});

test('a badge longer than 40 characters is said under Badges and nothing is sent', async () => {
  const { calls, user } = open({});
  await user.click(control('Badges'));
  await user.paste(`Verified, ${'x'.repeat(41)}`);
  await user.click(button('Approve Legend'));
  expect(await screen.findByText(BADGES_RULE)).toBeTruthy();
  expect(messageUnder('Badges')).toBe(BADGES_RULE);
  expect(calls).toEqual([]);
});

test('rejecting without a reason says so under the reason, sends nothing, and does not stop an approval', async () => {
  const { calls, user, onDone } = open({ [APPROVE]: { body: legend } });
  await user.type(control('Reason (sent to the applicant)'), '   ');
  await user.click(button('Reject Application'));
  expect(await screen.findByText('Please give a reason.')).toBeTruthy();
  expect(messageUnder('Reason (sent to the applicant)')).toBe('Please give a reason.');
  expect(calls).toEqual([]);

  await user.click(button('Approve Legend'));
  await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  expect(calls.map((c) => c.body)).toEqual([{ level: 1, title: 'Stack Starter', username: 'ada', badges: [] }]);
});

test('the title follows the level until one is picked', async () => {
  const { user } = open({});
  await user.selectOptions(control('Level'), '5');
  expect(control('Title').value).toBe('Wealth Commander');
  await user.selectOptions(control('Title'), 'Passive Player');
  await user.selectOptions(control('Level'), '6');
  expect(control('Title').value).toBe('Passive Player');
});

test("the service's refusal of a badge is said under Badges, the typed values stay and the dialog stays open", async () => {
  const { user, onDone, onClose } = open({
    [APPROVE]: apiError(400, 'validation_failed', 'badges.1: Text must not contain control characters', [
      { path: 'badges.1', message: 'Text must not contain control characters' },
    ]),
  });
  await user.clear(control('Username shown in the hall'));
  await user.type(control('Username shown in the hall'), 'ada_s');
  await user.type(control('Badges'), 'Verified, Early Adopter');
  await user.click(button('Approve Legend'));
  await waitFor(() => expect(toastTitles()).toEqual(['Application not approved']));
  expect(messageUnder('Badges')).toBe('Text must not contain control characters');
  expect([control('Username shown in the hall').value, control('Badges').value]).toEqual(['ada_s', 'Verified, Early Adopter']);
  expect(onDone).not.toHaveBeenCalled();
  expect(onClose).not.toHaveBeenCalled();
});

test("the service's refusal of a reason is said under it and the reason stays", async () => {
  const { user, onDone } = open({
    [REJECT]: apiError(400, 'validation_failed', 'reason: Must be at most 500 characters', [{ path: 'reason', message: 'Must be at most 500 characters' }]),
  });
  await user.type(control('Reason (sent to the applicant)'), 'Proof missing');
  await user.click(button('Reject Application'));
  await waitFor(() => expect(toastTitles()).toEqual(['Application not rejected']));
  expect(messageUnder('Reason (sent to the applicant)')).toBe('Must be at most 500 characters');
  expect(control('Reason (sent to the applicant)').value).toBe('Proof missing');
  expect(onDone).not.toHaveBeenCalled();
});

test('both buttons are busy while an approval is sent, and a double click sends it once', async () => {
  const answer = deferred<void>();
  const { calls, user, onDone, onClose } = open({
    [APPROVE]: async () => {
      await answer.promise;
      return { body: legend };
    },
  });
  await user.dblClick(button('Approve Legend'));
  await waitFor(() => expect(button('Approve Legend').disabled).toBe(true));
  expect(button('Reject Application').disabled).toBe(true);
  answer.resolve();
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  expect(onDone).toHaveBeenCalledTimes(1);
  expect(calls).toHaveLength(1);
  expect(toastTitles()).toEqual(['Ada Sovereign is now a legend']);
});

test('a double click on Reject sends the trimmed reason once', async () => {
  const answer = deferred<void>();
  const { calls, user, onDone } = open({
    [REJECT]: async () => {
      await answer.promise;
      return { body: { ok: true } };
    },
  });
  await user.type(control('Reason (sent to the applicant)'), '  Proof missing  ');
  await user.dblClick(button('Reject Application'));
  await waitFor(() => expect(button('Reject Application').disabled).toBe(true));
  answer.resolve();
  await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  expect(calls.map((c) => c.body)).toEqual([{ reason: 'Proof missing' }]);
});
