import { site } from '@sqw/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NewsletterFormProps } from '../../src/site/NewsletterForm';
import { NewsletterBox } from '../../src/site/NewsletterBox';
import { pagesFile } from '../../src/prerender/pages';
import { renderWithProviders, serve, setupNetwork } from '@sqw/platform/testing';
import { posts, resetBrowserState, services, SITE } from './fixtures';

// The form's code as the box fetches it: each request of the module is counted, and the code
// "arrives" (the real form mounts) when the test opens the gate, so a test can act meanwhile.
const mockRequested = jest.fn();
const mockGate = { open: true, listeners: new Set<() => void>() };
jest.mock('../../src/site/NewsletterForm', () => {
  mockRequested();
  const react = jest.requireActual<typeof import('react')>('react');
  const actual = jest.requireActual<typeof import('../../src/site/NewsletterForm')>('../../src/site/NewsletterForm');
  const subscribe = (listener: () => void) => {
    mockGate.listeners.add(listener);
    return () => mockGate.listeners.delete(listener);
  };
  return {
    NewsletterForm(props: NewsletterFormProps) {
      const arrived = react.useSyncExternalStore(subscribe, () => mockGate.open);
      return arrived ? react.createElement(actual.NewsletterForm, props) : null;
    },
  };
});

setupNetwork();

beforeEach(() => {
  resetBrowserState();
  mockGate.open = false;
});

const email = () => screen.getByLabelText('Email address') as HTMLInputElement;
const subscribe = () => screen.getByRole('button', { name: 'Subscribe' });
const thanked = site.MESSAGES.newsletterSuccess;
const arrive = () =>
  act(() => {
    mockGate.open = true;
    mockGate.listeners.forEach((listener) => listener());
  });

// The module is fetched once per file, so this test comes first.
test('the box shows at once, and its form code is fetched only when the visitor reaches for it', async () => {
  renderWithProviders(<NewsletterBox />, { services });
  expect(screen.getByRole('form', { name: 'Join our Sovereign Wealth Insights' })).toBeTruthy();
  expect(email().getAttribute('type')).toBe('email');
  expect(subscribe()).toBeTruthy();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(mockRequested).not.toHaveBeenCalled();

  act(() => email().focus());
  await waitFor(() => expect(mockRequested).toHaveBeenCalledTimes(1));
});

test('the page’s composed HTML carries the box, its label, a stand-in for its field and its button, but no field', () => {
  const { html } = pagesFile().frame!;
  const box = html.slice(html.indexOf('<form'), html.indexOf('</form>'));
  expect(box).toContain('Join our Sovereign Wealth Insights');
  expect(box).toMatch(/<label[^>]*for="newsletter-email"[^>]*>Email address<\/label>/);
  // A browser's autofill reads every field as the document's parsing ends: the HTML has none.
  expect(box).not.toMatch(/<(input|select|textarea)\b/);
  expect(box).toMatch(/<span[^>]*aria-hidden="true"[^>]*>Your email address<\/span>/);
  expect(box).toMatch(/<button[^>]*type="submit"[^>]*>Subscribe<\/button>/);
});

test('what is typed before the code arrives stays in the field and is what is sent', async () => {
  const net = serve(SITE, { 'POST /newsletter': { status: 200, body: { ok: true, message: thanked } } });
  const u = userEvent.setup();
  renderWithProviders(<NewsletterBox />, { services });
  await u.type(email(), 'Reader@Example.com');
  await arrive();
  expect(email().value).toBe('Reader@Example.com');
  await u.type(email(), '.au');
  await u.click(subscribe());
  expect(await screen.findByText(thanked)).toBeTruthy();
  expect(posts(net, '/newsletter').map((p) => p.body)).toEqual([{ email: 'reader@example.com.au' }]);
  expect(email().value).toBe('');

  // The cleared field is still the form's: a second address is sent too.
  await u.type(email(), 'second@example.com');
  await u.click(subscribe());
  await waitFor(() => expect(posts(net, '/newsletter')).toHaveLength(2));
  expect(posts(net, '/newsletter')[1]!.body).toEqual({ email: 'second@example.com' });
});

test('submits made before the code arrives are sent once, when it arrives', async () => {
  const net = serve(SITE, { 'POST /newsletter': { status: 200, body: { ok: true, message: thanked } } });
  const u = userEvent.setup();
  renderWithProviders(<NewsletterBox />, { services });
  await u.type(email(), 'reader@example.com{Enter}');
  await u.click(subscribe());
  expect(posts(net, '/newsletter')).toHaveLength(0);
  await arrive();
  expect(await screen.findByText(thanked)).toBeTruthy();
  expect(posts(net, '/newsletter').map((p) => p.body)).toEqual([{ email: 'reader@example.com' }]);
  expect(email().value).toBe('');
});

test('an empty submit made before the code arrives is refused with today’s message, the field focused', async () => {
  const net = serve(SITE, { 'POST /newsletter': { status: 200, body: { ok: true, message: thanked } } });
  const u = userEvent.setup();
  renderWithProviders(<NewsletterBox />, { services });
  await u.click(subscribe());
  await arrive();
  const message = await screen.findByText('Please enter your email address.');
  expect(message.getAttribute('role')).toBe('alert');
  expect(email().getAttribute('aria-describedby')).toBe(message.id);
  expect(document.activeElement).toBe(email());
  expect(posts(net, '/newsletter')).toHaveLength(0);
});
