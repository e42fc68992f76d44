import { media } from '@sqw/contracts';
import { ApiError, useToasts } from '@sqw/platform';
import { theme } from '@sqw/ui';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { submitProposal } from '../src/api';
import { ProposalDialog, type ProposalOpening } from '../src/proposal/ProposalDialog';

jest.mock('../src/api', () => ({ submitProposal: jest.fn() }));
const submit = submitProposal as jest.MockedFunction<typeof submitProposal>;

const onClose = jest.fn();
const open = (opening: ProposalOpening) =>
  render(
    <ThemeProvider theme={theme}>
      <ProposalDialog opening={opening} onClose={onClose} />
    </ThemeProvider>,
  );

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const dialog = () => screen.getByRole('dialog');
const errorOf = (label: string) => {
  const id = field(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};
const toastTitles = () => useToasts.getState().toasts.map((t) => t.title);

beforeEach(() => {
  submit.mockReset();
  onClose.mockReset();
  act(() => useToasts.setState({ toasts: [] }));
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
  expect(submit).not.toHaveBeenCalled();

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
  expect(submit).not.toHaveBeenCalled();
});

test('a valid creative brief sends only its own fields, toasts, closes and clears', async () => {
  const user = userEvent.setup();
  let answer: (v: { id: string }) => void = () => {};
  submit.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  const view = open({ formType: 'estate', addOn: null });
  await user.type(field('Property Address'), '1 Gold Street');
  await user.click(screen.getByRole('radio', { name: 'Creative' }));
  await user.type(field('Full Name'), 'Ada Lovelace');
  await user.type(field('Email'), 'Ada@Example.com');
  await user.selectOptions(field('Project Type'), 'music-video');
  await user.selectOptions(field('Timeline'), 'within-quarter');
  await user.selectOptions(field('Budget'), 'discuss');
  await user.type(field('Project Description'), 'A night-time video for my single.');
  await user.click(screen.getByRole('button', { name: 'Submit Request' }));

  // While the request runs the button cannot send it again.
  expect(screen.getByRole('button', { name: 'Submitting...' })).toHaveProperty('disabled', true);
  await act(async () => answer({ id: '00000000-0000-4000-8000-000000000000' }));
  expect(submit).toHaveBeenCalledTimes(1);
  const [sent, key] = submit.mock.calls[0]!;
  expect(sent).toEqual({
    formType: 'creative',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: null,
    company: null,
    projectType: 'music-video',
    timeline: 'within-quarter',
    budget: 'discuss',
    propertyValue: null,
    description: 'A night-time video for my single.',
    referralSource: null,
    addOn: null,
  });
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  expect(toastTitles()).toEqual([media.PROPOSAL_SUCCESS]);
  expect(onClose).toHaveBeenCalled();

  // Reopened, the form is empty.
  view.rerender(
    <ThemeProvider theme={theme}>
      <ProposalDialog opening={{ formType: 'creative', addOn: null }} onClose={onClose} />
    </ThemeProvider>,
  );
  expect(field('Full Name').value).toBe('');
  expect(field('Project Description').value).toBe('');
});

test('a refused submit keeps every answer, shows the server field error and the failure toast', async () => {
  const user = userEvent.setup();
  submit.mockRejectedValue(new ApiError(400, 'validation_failed', 'Invalid', [{ path: 'propertyAddress', message: 'Must be at most 300 characters' }]));
  open({ formType: 'estate', addOn: 'logo-animation' });
  expect(screen.getByTestId('proposal-add-on').textContent).toBe('Add-on: Logo Animation ($75)');
  await user.type(field('Full Name'), 'Kept Name');
  await user.type(field('Email'), 'kept@example.com');
  await user.type(field('Property Address'), '9 Kept Road');
  await user.selectOptions(field('Timeline'), 'asap');
  await user.selectOptions(field('Property Value'), '2m-5m');
  await user.type(field('Project Description'), 'Twilight and drone.');
  await user.click(screen.getByRole('button', { name: 'Submit Request' }));

  expect(submit.mock.calls[0]![0]).toMatchObject({ formType: 'estate', addOn: 'logo-animation', propertyValue: '2m-5m' });
  expect(toastTitles()).toEqual([media.PROPOSAL_FAILURE.title]);
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
  expect(submit.mock.calls[1]![1]).toBe(submit.mock.calls[0]![1]);
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
  expect(submit).not.toHaveBeenCalled();
});
