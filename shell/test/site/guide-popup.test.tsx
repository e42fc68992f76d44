import { site } from '@sqw/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GuidePopup } from '../../src/site/guide/GuidePopup';
import { ASK_AGAIN_AFTER_MS, GUIDE_DELAY_MS } from '../../src/site/guide/popup-memory';
import { deferred, renderWithProviders, serve, setupNetwork } from '@sqw/platform/testing';
import { posts, resetBrowserState, services, SITE } from './fixtures';

setupNetwork();

const memory = () => JSON.parse(localStorage.getItem('guide_popup') ?? 'null');
const dialog = () => screen.queryByRole('dialog', { name: site.GUIDE_TITLE });
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

beforeEach(() => {
  jest.useFakeTimers();
  resetBrowserState();
});
afterEach(() => jest.useRealTimers());

describe('when the popup opens', () => {
  test('15 seconds after the page loads, with the title and the four points', async () => {
    renderWithProviders(<GuidePopup />, { services });
    wait(GUIDE_DELAY_MS - 1);
    expect(dialog()).toBeNull();
    wait(1);
    expect(dialog()).not.toBeNull();
    // The form's code arrives when the popup opens.
    expect(await screen.findByLabelText('Name (optional)')).toBeTruthy();
    for (const point of site.GUIDE_POINTS) expect(screen.getByText(point)).toBeTruthy();
    expect(memory()).toMatchObject({ outcome: 'shown' });
  });

  test('not when the page is left before 15 seconds', () => {
    const { unmount } = renderWithProviders(<GuidePopup />, { services });
    wait(10_000);
    unmount();
    wait(10_000);
    expect(memory()).toBeNull();
  });

  test('once per visitor: a later visit does not see it again', () => {
    const first = renderWithProviders(<GuidePopup />, { services });
    wait(GUIDE_DELAY_MS);
    expect(dialog()).not.toBeNull();
    first.unmount();
    renderWithProviders(<GuidePopup />, { services });
    wait(GUIDE_DELAY_MS * 4);
    expect(dialog()).toBeNull();
  });

  test('again when it was closed long ago, never again once the guide was requested', () => {
    localStorage.setItem('guide_popup', JSON.stringify({ outcome: 'shown', at: Date.now() - ASK_AGAIN_AFTER_MS - 1000 }));
    const again = renderWithProviders(<GuidePopup />, { services });
    wait(GUIDE_DELAY_MS);
    expect(dialog()).not.toBeNull();
    again.unmount();
    localStorage.setItem('guide_popup', JSON.stringify({ outcome: 'requested', at: Date.now() - ASK_AGAIN_AFTER_MS * 10 }));
    renderWithProviders(<GuidePopup />, { services });
    wait(GUIDE_DELAY_MS);
    expect(dialog()).toBeNull();
  });

  test('waits while another dialog is open', () => {
    const other = document.createElement('div');
    other.setAttribute('role', 'dialog');
    document.body.appendChild(other);
    renderWithProviders(<GuidePopup />, { services });
    wait(GUIDE_DELAY_MS + 5_000);
    expect(dialog()).toBeNull();
    other.remove();
    wait(2_000);
    expect(dialog()).not.toBeNull();
  });

  test('Escape closes it', async () => {
    renderWithProviders(<GuidePopup />, { services });
    wait(GUIDE_DELAY_MS);
    await user().keyboard('{Escape}');
    expect(dialog()).toBeNull();
  });
});

describe('the guide form', () => {
  async function openPopup() {
    renderWithProviders(<GuidePopup />, { services });
    wait(GUIDE_DELAY_MS);
    return user();
  }

  test('an empty e-mail gives the toast and sends nothing', async () => {
    const net = serve(SITE, { 'POST /guide-leads': { status: 201, body: { ok: true, message: site.MESSAGES.guideSuccess } } });
    const u = await openPopup();
    await u.click(screen.getByRole('button', { name: 'Send Me the Guide' }));
    expect(await screen.findByText('Please enter your email address')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true'));
    expect(posts(net, '/guide-leads')).toHaveLength(0);
  });

  test('a malformed e-mail is named under the field', async () => {
    const net = serve(SITE, { 'POST /guide-leads': { status: 201, body: { ok: true, message: site.MESSAGES.guideSuccess } } });
    const u = await openPopup();
    await u.type(screen.getByLabelText(/^Email/), 'not-an-address');
    await u.click(screen.getByRole('button', { name: 'Send Me the Guide' }));
    expect(await screen.findByText(site.MESSAGES.invalidEmail)).toBeTruthy();
    expect(posts(net, '/guide-leads')).toHaveLength(0);
  });

  test("shows 'Sending...' for as long as the request lasts, then the success toast", async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const net = serve(SITE, { 'POST /guide-leads': () => answer.promise });
    const u = await openPopup();
    await u.type(screen.getByLabelText('Name (optional)'), 'Ada');
    await u.type(screen.getByLabelText(/^Email/), 'Ada@Example.com');
    await u.click(screen.getByRole('button', { name: 'Send Me the Guide' }));
    await screen.findByRole('button', { name: 'Sending...' });
    wait(5_000); // no simulated delay: still sending while the server has not answered
    expect(screen.getByRole('button', { name: 'Sending...' })).toHaveProperty('disabled', true);
    await act(async () => answer.resolve({ status: 201, body: { ok: true, message: site.MESSAGES.guideSuccess } }));
    expect(await screen.findByText(site.MESSAGES.guideSuccess)).toBeTruthy();
    await waitFor(() => expect(dialog()).toBeNull());
    expect(posts(net, '/guide-leads')[0]!.body).toEqual({ name: 'Ada', email: 'ada@example.com' });
    expect(posts(net, '/guide-leads')[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(memory()).toMatchObject({ outcome: 'requested' });
  });

  test('a refused request keeps what was typed and says why', async () => {
    const tooOften = 'This email address has requested the guide too often. Please check your inbox or try again in an hour.';
    serve(SITE, { 'POST /guide-leads': { status: 429, body: { error: { code: 'over_request_rate_limit', message: tooOften } } } });
    const u = await openPopup();
    await u.type(screen.getByLabelText('Name (optional)'), 'Ada');
    await u.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await u.click(screen.getByRole('button', { name: 'Send Me the Guide' }));
    expect(await screen.findByText(tooOften)).toBeTruthy();
    expect(dialog()).not.toBeNull();
    expect((screen.getByLabelText('Name (optional)') as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('ada@example.com');
    expect(memory()).toMatchObject({ outcome: 'shown' });
  });
});
