import { webEssentials as we } from '@sqw/contracts';
import {
  apiError,
  deferred,
  renderWithProviders,
  serve,
  setupNetwork,
  signedInMember,
  signInAs,
  toasts,
  type Recorded,
  type Routes,
} from '@sqw/platform/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Questionnaire } from '../src/questionnaire/Questionnaire';
import { control, isChecked, valueOf, WEB_ESSENTIALS } from './controls';

setupNetwork();
let sent: Recorded[] = [];
/** The web-essentials service answering POST /submissions. */
const service = (submissions: Routes[string]) => (sent = serve(WEB_ESSENTIALS, { 'POST /submissions': submissions }));
const renderQuestionnaire = () => renderWithProviders(<Questionnaire />, { services: { webEssentials: WEB_ESSENTIALS } });

const member = signedInMember({ lastName: 'Stone' });

/** The service's answer to a stored questionnaire. */
const created = (answers: we.Selection = {}): we.SubmissionCreated => ({
  id: member.id,
  status: 'pending',
  submitted_at: '2025-01-01T00:00:00Z',
  quote: we.quote(answers),
});

/** The service holding its answer until the test releases it. */
function heldService() {
  const finish = deferred<we.SubmissionCreated>();
  service(async () => ({ status: 201, body: await finish.promise }));
  return finish;
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(control('Business Name *'), 'Stone Bakery');
  await user.type(control('Business Description *'), 'Sourdough and pastries for the neighbourhood.');
  await user.type(control('Main Services or Products *'), 'Bread, cakes, catering');
  await user.type(control('Your Name *'), 'Ada Stone');
  await user.type(control('Email *'), 'ADA@example.com');
}

const submitButton = () => screen.getByRole('button', { name: /Submit Project|Submitting\.\.\./ });
const lastToast = () => toasts().at(-1);

beforeEach(() => {
  sent = [];
  signInAs(null);
});

describe('questionnaire submit', () => {
  test("an empty submit shows the contract's messages and sends nothing; fixing a field clears its message", async () => {
    const user = userEvent.setup();
    renderQuestionnaire();
    await user.click(submitButton());
    for (const message of [
      we.MESSAGES.business_name,
      we.MESSAGES.business_description,
      we.MESSAGES.services,
      we.MESSAGES.contact_name,
      we.MESSAGES.contact_email,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(control('Business Name *').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    await user.type(control('Business Description *'), 'Too short');
    expect(screen.queryByText(we.MESSAGES.business_description)).not.toBeNull();
    await user.type(control('Business Description *'), ' no more');
    expect(screen.queryByText(we.MESSAGES.business_description)).toBeNull();
    await user.type(control('Business Name *'), 'S');
    expect(screen.queryByText(we.MESSAGES.business_name)).toBeNull();
  });

  test('a valid submit sends the normalised answers with a key, toasts for 8 s and resets', async () => {
    const user = userEvent.setup();
    const finish = heldService();
    renderQuestionnaire();
    await fillRequired(user);
    await user.click(screen.getByLabelText('A build bundle'));
    await user.selectOptions(control('Bundle Package'), 'business-starter');
    await user.click(control('Testimonials — $65'));
    await user.click(submitButton());

    // 'Submitting...' lasts exactly as long as the request.
    expect(submitButton().textContent).toBe(we.SUBMITTING_LABEL);
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(sent).toHaveLength(1));
    const { body: answers, headers } = sent[0]!;
    const key = headers['idempotency-key'];
    expect(answers).toMatchObject({
      business_name: 'Stone Bakery',
      selection_type: 'bundle',
      bundle: 'business-starter',
      package: null,
      add_ons: ['testimonials'],
      pages: 'Use Default Layout',
      contact_form: true,
      contact_email: 'ada@example.com',
    });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);

    await act(async () => finish.resolve(created(answers as we.Questionnaire)));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: we.SUBMIT_SUCCESS.title, description: we.SUBMIT_SUCCESS.description, duration: 8000, variant: 'success' }),
    );
    expect(valueOf('Business Name *')).toBe('');
    expect(isChecked('Individual packages')).toBe(true);
    expect(submitButton().textContent).toBe('Submit Project');
  });

  test('a failed submit keeps every answer and shows what the server refused', async () => {
    const user = userEvent.setup();
    let tries = 0;
    service(() =>
      tries++ === 0
        ? apiError(400, 'validation_failed', 'services: too long', [{ path: 'services', message: 'Must be at most 2000 characters' }])
        : { status: 201, body: created() },
    );
    renderQuestionnaire();
    await fillRequired(user);
    await user.selectOptions(control('Website Package'), 'premium');
    await user.click(control('I need help with my domain'));
    await user.click(submitButton());

    expect(await screen.findByText('Must be at most 2000 characters')).toBeTruthy();
    expect(lastToast()).toMatchObject({ title: we.SUBMIT_FAILURE.title, description: we.SUBMIT_FAILURE.description, variant: 'destructive' });
    expect(valueOf('Business Name *')).toBe('Stone Bakery');
    expect(valueOf('Website Package')).toBe('premium');
    expect(isChecked('I need help with my domain')).toBe(true);

    // The retry reuses the key, so a request that did reach the server is not stored twice.
    await user.click(submitButton());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.headers['idempotency-key']).toBe(sent[0]!.headers['idempotency-key']);
  });

  test('a refusal naming an add-on shows its message for the add-ons group', async () => {
    const user = userEvent.setup();
    service(apiError(400, 'validation_failed', 'add_ons.0: invalid', [{ path: 'add_ons.0', message: we.MESSAGES.add_ons }]));
    renderQuestionnaire();
    await fillRequired(user);
    await user.click(control('Testimonials — $65'));
    await user.click(submitButton());

    const group = await screen.findByRole('group', { name: 'Add-ons' });
    await waitFor(() => expect(group.getAttribute('aria-describedby')).toBeTruthy());
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe(we.MESSAGES.add_ons);
    expect(isChecked('Testimonials — $65')).toBe(true);
  });

  test('a double click on Submit Project sends one request', async () => {
    const user = userEvent.setup();
    const finish = heldService();
    renderQuestionnaire();
    await fillRequired(user);
    await user.dblClick(submitButton());

    await waitFor(() => expect(sent).toHaveLength(1));
    await act(async () => finish.resolve(created()));
    await waitFor(() => expect(submitButton().textContent).toBe('Submit Project'));
    expect(sent).toHaveLength(1);
  });

  test("a signed-in member's name and e-mail are filled in", async () => {
    signInAs(member);
    renderQuestionnaire();
    expect(valueOf('Your Name *')).toBe('Ada Stone');
    expect(valueOf('Email *')).toBe('ada@example.com');
  });

  test('a session arriving after the page fills only what is still empty', async () => {
    const user = userEvent.setup();
    renderQuestionnaire();
    await user.type(control('Your Name *'), 'Typed Name');
    act(() => signInAs(member));
    expect(valueOf('Your Name *')).toBe('Typed Name');
    expect(valueOf('Email *')).toBe('ada@example.com');
  });
});
