import { media } from '@sqw/contracts';
import { useToasts } from '@sqw/platform';
import { apiError, deferred, fieldMessage, type Recorded, renderWithProviders, type Routes, serve, setupNetwork, toastTitles } from '@sqw/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProposalDialog, type ProposalOpening } from '../src/proposal/ProposalDialog';

const MEDIA = 'http://media.test';
setupNetwork();
let sent: Recorded[] = [];
/** The media service answering POST /proposals. */
const service = (proposals: Routes[string]) => (sent = serve(MEDIA, { 'POST /proposals': proposals }));

const onClose = jest.fn();
const open = (opening: ProposalOpening) => renderWithProviders(<ProposalDialog opening={opening} onClose={onClose} />, { services: { media: MEDIA } });

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const dialog = () => screen.getByRole('dialog');
/** Types into each text field and picks in each select, by label, in the order given. */
async function fill(user: ReturnType<typeof userEvent.setup>, answers: Record<string, string>) {
  for (const [label, value] of Object.entries(answers)) {
    if (field(label).tagName === 'SELECT') await user.selectOptions(field(label), value);
    else await user.type(field(label), value);
  }
}
const errorOf = (label: string) => fieldMessage(field(label));

beforeEach(() => {
  sent = [];
  onClose.mockReset();
});

test('the estate variant requires name, e-mail, address, timeline and description and sends nothing until they are given', async () => {
  const user = userEvent.setup();
  open({ formType: 'estate', addOn: null });
  expect(within(dialog()).getByRole('heading', { name: 'Get Estate Proposal' })).toBeTruthy();
  expect(screen.queryByLabelText('Project Type', { exact: false })).toBeNull();
  expect(field('Property Address').getAttribute('aria-required')).toBe('true');
  expect(field('Phone').getAttribute('aria-required')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Submit Request' }));

  expect(errorOf('Full Name')).toBe('Please enter your full name.');
  expect(errorOf('Email')).toBe('Please enter your email.');
  expect(errorOf('Property Address')).toBe('Please enter the property address.');
  expect(errorOf('Timeline')).toBe('Please choose a timeline from the list.');
  expect(errorOf('Project Description')).toBe('Please describe what you need.');
  expect(field('Phone').getAttribute('aria-invalid')).toBeNull();
  expect(sent).toEqual([]);

  // After a submit, each field is checked again as it changes.
  await user.type(field('Full Name'), 'Ada');
  expect(errorOf('Full Name')).toBeUndefined();
  await user.type(field('Email'), 'not-an-email');
  expect(errorOf('Email')).toBe('Please enter a valid email.');
});

test('switching to the creative brief shows its fields, keeps shared answers and drops a timeline it lacks', async () => {
  const user = userEvent.setup();
  open({ formType: 'estate', addOn: null });
  await user.type(field('Full Name'), 'Ada Lovelace');
  await user.type(field('Property Address'), '1 Gold Street');
  await user.selectOptions(field('Timeline'), 'within-week');

  await user.click(screen.getByRole('radio', { name: 'Creative' }));

  expect(within(dialog()).getByRole('heading', { name: 'Start Creative Brief' })).toBeTruthy();
  expect(screen.queryByLabelText('Property Address', { exact: false })).toBeNull();
  expect(field('Full Name').value).toBe('Ada Lovelace');
  expect(field('Timeline').value).toBe('');
  const timelines = Array.from((field('Timeline') as unknown as HTMLSelectElement).options).map((o) => o.value);
  expect(timelines).toEqual(['', ...media.CREATIVE_TIMELINES.map((t) => t.value)]);
  const types = Array.from((field('Project Type') as unknown as HTMLSelectElement).options).map((o) => o.textContent);
  expect(types).toEqual(['Select an option', ...media.CREATIVE_PROJECT_TYPES.map((t) => t.label)]);

  await user.click(screen.getByRole('button', { name: 'Submit Request' }));
  expect(errorOf('Project Type')).toBe('Please choose a project type from the list.');
  expect(errorOf('Full Name')).toBeUndefined();
  expect(sent).toEqual([]);
});

test('a valid creative brief sends only its own fields, toasts, closes and clears', async () => {
  const user = userEvent.setup();
  const answer = deferred<{ id: string }>();
  service(async () => ({ status: 201, body: await answer.promise }));
  const view = open({ formType: 'estate', addOn: null });
  await user.type(field('Property Address'), '1 Gold Street');
  await user.click(screen.getByRole('radio', { name: 'Creative' }));
  await fill(user, {
    'Full Name': 'Ada Lovelace',
    Email: 'Ada@Example.com',
    'Project Type': 'music-video',
    Timeline: 'within-quarter',
    Budget: 'discuss',
    'Project Description': 'A night-time video for my single.',
  });
  await user.click(screen.getByRole('button', { name: 'Submit Request' }));

  // While the request runs the button cannot send it again.
  expect(screen.getByRole('button', { name: 'Submitting...' })).toHaveProperty('disabled', true);
  await waitFor(() => expect(sent).toHaveLength(1));
  await act(async () => answer.resolve({ id: '00000000-0000-4000-8000-000000000000' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(sent).toHaveLength(1);
  const [{ body, headers }] = sent as [Recorded];
  const key = headers['idempotency-key'];
  expect(body).toEqual({
    form_type: 'creative',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: null,
    company: null,
    project_type: 'music-video',
    timeline: 'within-quarter',
    budget: 'discuss',
    property_value: null,
    description: 'A night-time video for my single.',
    referral_source: null,
    add_on: null,
  });
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  expect(toastTitles()).toEqual([media.PROPOSAL_SUCCESS]);
  expect(onClose).toHaveBeenCalled();

  // Reopened, the form is empty.
  view.rerender(<ProposalDialog opening={{ formType: 'creative', addOn: null }} onClose={onClose} />);
  expect(field('Full Name').value).toBe('');
  expect(field('Project Description').value).toBe('');
});

test('a refused submit keeps every answer, shows the server field error and the failure toast', async () => {
  const user = userEvent.setup();
  service(apiError(400, 'validation_failed', 'Invalid', [{ path: 'property_address', message: 'Must be at most 300 characters' }]));
  open({ formType: 'estate', addOn: 'logo-animation' });
  expect(screen.getByTestId('proposal-add-on').textContent).toBe('Add-on: Logo Animation ($75)');
  await fill(user, {
    'Full Name': 'Kept Name',
    Email: 'kept@example.com',
    'Property Address': '9 Kept Road',
    Timeline: 'asap',
    'Property Value': '2m-5m',
    'Project Description': 'Twilight and drone.',
  });
  await user.click(screen.getByRole('button', { name: 'Submit Request' }));

  await waitFor(() => expect(toastTitles()).toEqual([media.PROPOSAL_FAILURE.title]));
  expect(sent[0]!.body).toMatchObject({ form_type: 'estate', add_on: 'logo-animation', property_value: '2m-5m' });
  expect(useToasts.getState().toasts[0]!.description).toBe(media.PROPOSAL_FAILURE.description);
  expect(onClose).not.toHaveBeenCalled();
  expect(errorOf('Property Address')).toBe('Must be at most 300 characters');
  expect(field('Full Name').value).toBe('Kept Name');
  expect(field('Property Address').value).toBe('9 Kept Road');
  expect(field('Property Value').value).toBe('2m-5m');
  expect(field('Project Description').value).toBe('Twilight and drone.');
  expect(screen.getByRole('button', { name: 'Submit Request' })).toHaveProperty('disabled', false);

  // The retry reuses the key, so a request that did reach the service is not stored twice.
  await user.click(screen.getByRole('button', { name: 'Submit Request' }));
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]!.headers['idempotency-key']).toBe(sent[0]!.headers['idempotency-key']);
});

test('a phone number that is not one and an over-long name are refused in words, before anything is sent', async () => {
  const user = userEvent.setup();
  open({ formType: 'creative', addOn: null });
  await user.type(field('Phone'), 'call me');
  await user.click(field('Full Name'));
  await user.paste('Zoë Ångström '.repeat(10));
  await user.click(screen.getByRole('button', { name: 'Submit Request' }));

  expect(errorOf('Phone')).toBe(media.PHONE_MESSAGE);
  expect(errorOf('Full Name')).toBe('Please enter a shorter name (at most 120 characters).');
  expect(sent).toEqual([]);
});

test('a double click on Submit Request sends one request', async () => {
  const user = userEvent.setup();
  const answer = deferred<{ id: string }>();
  service(async () => ({ status: 201, body: await answer.promise }));
  open({ formType: 'estate', addOn: null });
  await fill(user, { 'Full Name': 'Ada', Email: 'ada@example.com', 'Property Address': '1 Gold Street', Timeline: 'asap', 'Project Description': 'Photos.' });
  await user.dblClick(screen.getByRole('button', { name: 'Submit Request' }));

  await waitFor(() => expect(sent).toHaveLength(1));
  await act(async () => answer.resolve({ id: '00000000-0000-4000-8000-000000000000' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(sent).toHaveLength(1);
});
