import { hall } from '@sqw/contracts';
import {
  deferred,
  HttpResponse,
  renderWithProviders,
  serve,
  setupNetwork,
  toastFor,
  uploadProgress,
  type Recorded,
  type Routes,
  fieldMessage,
} from '@sqw/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApplicationForm } from '../src/components/ApplicationForm';
import { HALL } from './fixtures';

setupNetwork();

const PHOTO = '00000000-0000-4000-8000-00000000f070';
const CREATED = { status: 201, body: { id: '00000000-0000-4000-8000-0000000000a1', status: 'pending' } };
let calls: Recorded[] = [];
const hallService = (routes: Routes) => (calls = serve(HALL, routes));
const applications = () => calls.filter((c) => c.path === '/applications');

/** The service accepts the application only when the test resolves the answer: the form is caught mid-request. */
function heldApplication() {
  const answer = deferred<void>();
  hallService({
    'POST /applications': async () => {
      await answer.promise;
      return CREATED;
    },
  });
  return answer;
}

const onSubmitted = jest.fn();
function renderForm() {
  renderWithProviders(<ApplicationForm onSubmitted={onSubmitted} />, { route: '/sqw-hall', services: { hall: HALL } });
  const form = screen.getByRole('form', { name: 'Legend Application' });
  return { form, user: userEvent.setup(), field: (label: RegExp) => within(form).getByLabelText(label) as HTMLInputElement };
}
async function fillRequired({ user, field }: ReturnType<typeof renderForm>) {
  await user.type(field(/^Full Name/), 'Ada Lovelace');
  await user.type(field(/^Email/), 'Ada@Example.com');
  await user.selectOptions(field(/^Challenge/), hall.CHALLENGES[1]);
  await user.type(field(/^Passive Income/), '$250/month');
}
const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Submit Application' }));

beforeEach(() => onSubmitted.mockReset());

test('an empty application marks each required field, says what is missing and sends nothing', async () => {
  hallService({});
  const view = renderForm();
  await submit(view.user);
  await waitFor(() => expect(toastFor('Missing Required Fields')?.description).toBe('Please fill in all required fields to continue.'));
  for (const label of [/^Full Name/, /^Email/, /^Challenge/, /^Passive Income/]) expect(view.field(label).getAttribute('aria-invalid')).toBe('true');
  expect(view.field(/^Alias/).getAttribute('aria-invalid')).toBeNull();
  expect(within(view.form).getByText('Please choose a challenge.')).toBeTruthy();
  expect(calls).toEqual([]);
});

test('a malformed e-mail is named under its field, and fixing it clears the message', async () => {
  hallService({});
  const view = renderForm();
  await fillRequired(view);
  await view.user.clear(view.field(/^Email/));
  await view.user.type(view.field(/^Email/), 'not-an-address');
  await submit(view.user);
  const email = view.field(/^Email/);
  await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
  const message = fieldMessage(email);
  expect(message).toBeTruthy();
  await view.user.clear(email);
  await view.user.type(email, 'ada@example.com');
  await waitFor(() => expect(email.getAttribute('aria-invalid')).toBeNull());
  expect(calls).toEqual([]);
});

test('a complete application is sent once with its idempotency key, announced, and the form starts over', async () => {
  const answer = heldApplication();
  const view = renderForm();
  await fillRequired(view);
  await view.user.type(view.field(/^Your Quote/), 'Money works while I sleep.');
  await submit(view.user);
  // Busy for exactly as long as the request lasts.
  expect(await screen.findByRole('button', { name: 'Submitting...' })).toHaveProperty('disabled', true);
  await waitFor(() => expect(applications()).toHaveLength(1));
  answer.resolve();
  await waitFor(() => expect(toastFor('Application Submitted!')).toBeTruthy());
  const [sent] = applications();
  expect(sent!.body).toEqual({
    name: 'Ada Lovelace',
    alias: null,
    email: 'ada@example.com',
    challenge: hall.CHALLENGES[1],
    passive_income: '$250/month',
    custom_title: null,
    quote: 'Money works while I sleep.',
    proof_description: null,
    photo_id: null,
  });
  expect(sent!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(onSubmitted).toHaveBeenCalledTimes(1);
  expect(view.field(/^Full Name/).value).toBe('');
  expect(view.field(/^Challenge/).value).toBe('');
  expect(screen.getByRole('button', { name: 'Submit Application' })).toHaveProperty('disabled', false);
});

test('a double click on Submit sends the application once', async () => {
  const answer = heldApplication();
  const view = renderForm();
  await fillRequired(view);
  await view.user.dblClick(screen.getByRole('button', { name: 'Submit Application' }));
  expect(await screen.findByRole('button', { name: 'Submitting...' })).toHaveProperty('disabled', true);
  answer.resolve();
  await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
  expect(applications()).toHaveLength(1);
});

test('a request that never reached the service keeps the answers, and the retry carries the same key', async () => {
  let tries = 0;
  hallService({ 'POST /applications': () => (tries++ === 0 ? HttpResponse.error() : CREATED) });
  const view = renderForm();
  await fillRequired(view);
  await submit(view.user);
  await waitFor(() => expect(toastFor('Submission Failed')?.description).toBe('We could not reach the server. Please check your connection and try again.'));
  expect(view.field(/^Full Name/).value).toBe('Ada Lovelace');
  expect(onSubmitted).not.toHaveBeenCalled();
  await submit(view.user);
  await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
  const [first, second] = applications();
  expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
});

test('a photo is uploaded as soon as it is chosen, with its progress, and its id goes with the application', async () => {
  const stored = deferred<void>();
  hallService({
    'POST /photos': async () => {
      await stored.promise;
      return { status: 201, body: { id: PHOTO } };
    },
    'POST /applications': CREATED,
  });
  const view = renderForm();
  await fillRequired(view);
  await view.user.upload(view.field(/^Photo/), new File([new Uint8Array(2048)], 'me.png', { type: 'image/png' }));
  await waitFor(() => expect(calls.filter((c) => c.path === '/photos')).toHaveLength(1));
  // The form waits for the photo: it cannot be sent half uploaded, nor another photo started meanwhile.
  expect(screen.getByRole('button', { name: 'Uploading photo...' })).toHaveProperty('disabled', true);
  expect(view.field(/^Photo \(optional\)/).disabled).toBe(true);
  uploadProgress(512, 2048);
  expect(screen.getByRole('progressbar', { name: 'Photo upload progress' }).getAttribute('aria-valuenow')).toBe('25');
  expect(screen.getByText('Uploading me.png… 25%')).toBeTruthy();
  stored.resolve();
  expect(await screen.findByText('me.png uploaded')).toBeTruthy();
  expect(((calls[0]!.body as FormData).get('file') as File).name).toBe('me.png');

  await submit(view.user);
  await waitFor(() => expect(applications()).toHaveLength(1));
  expect((applications()[0]!.body as { photo_id: string }).photo_id).toBe(PHOTO);
});

test('a refused upload says why under the photo, and the application can go without it', async () => {
  hallService({ 'POST /photos': { status: 413, body: { error: { code: 'too_large', message: 'The photo is too large.' } } }, 'POST /applications': CREATED });
  const view = renderForm();
  await fillRequired(view);
  const photo = view.field(/^Photo/);
  await view.user.upload(photo, new File([new Uint8Array(2048)], 'me.png', { type: 'image/png' }));
  expect(await within(view.form).findByText('The photo is too large.')).toBeTruthy();
  expect(photo.getAttribute('aria-invalid')).toBe('true');
  expect(photo.disabled).toBe(false);
  await submit(view.user);
  await waitFor(() => expect(applications()).toHaveLength(1));
  expect((applications()[0]!.body as { photo_id: string | null }).photo_id).toBeNull();
});

test('a file that is not an image, or is over 5 MB, is refused on the spot and never uploaded', async () => {
  hallService({});
  const view = renderForm();
  const photo = view.field(/^Photo/);
  await userEvent.setup({ applyAccept: false }).upload(photo, new File(['%PDF'], 'proof.pdf', { type: 'application/pdf' }));
  expect(await within(view.form).findByText('Please choose an image file (JPEG, PNG, GIF or WebP).')).toBeTruthy();
  expect(photo.getAttribute('aria-invalid')).toBe('true');
  await view.user.upload(photo, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
  expect(await within(view.form).findByText('The photo must be at most 5 MB.')).toBeTruthy();
  expect(calls).toEqual([]);
});
