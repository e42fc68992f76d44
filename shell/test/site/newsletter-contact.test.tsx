import { site } from '@sqw/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '../../src/site/contact/ContactForm';
import { NewsletterBox } from '../../src/site/NewsletterBox';
import { deferred, renderWithProviders, serve, setupNetwork, type Reply } from '@sqw/platform/testing';
import { posts, resetBrowserState, services, SITE } from './fixtures';

setupNetwork();

beforeEach(() => {
  resetBrowserState();
});

const value = (label: string | RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;
const ok = (message: string) => ({ status: 201, body: { ok: true, message, id: '00000000-0000-4000-8000-000000000001' } });

describe('the newsletter box', () => {
  const subscribe = () => screen.getByRole('button', { name: 'Subscribe' });

  test('an empty or malformed e-mail is refused before anything is sent', async () => {
    const net = serve(SITE, { 'POST /newsletter': ok(site.MESSAGES.newsletterSuccess) });
    const u = userEvent.setup();
    renderWithProviders(<NewsletterBox />, { services });
    await u.click(subscribe());
    expect(await screen.findByText('Please enter your email address.')).toBeTruthy();
    await u.type(screen.getByLabelText('Email address'), 'nope');
    expect(await screen.findByText(site.MESSAGES.invalidEmail)).toBeTruthy();
    expect(posts(net, '/newsletter')).toHaveLength(0);
  });

  test('a subscription is posted, thanked and the field clears', async () => {
    const net = serve(SITE, { 'POST /newsletter': { status: 200, body: { ok: true, message: site.MESSAGES.newsletterSuccess } } });
    const u = userEvent.setup();
    renderWithProviders(<NewsletterBox />, { services });
    await u.type(screen.getByLabelText('Email address'), ' Reader@Example.com ');
    await u.click(subscribe());
    expect(await screen.findByText('Thank you for subscribing to Sovereign Wealth Insights!')).toBeTruthy();
    expect(value('Email address')).toBe('');
    expect(posts(net, '/newsletter')[0]!.body).toEqual({ email: 'reader@example.com' });
  });

  test('a 429 shows its message, keeps the address, and a retry of it reuses the idempotency key', async () => {
    const flood = 'Too many sign-ups for this email address. Please try again in an hour.';
    const net = serve(SITE, { 'POST /newsletter': { status: 429, body: { error: { code: 'over_request_rate_limit', message: flood } } } });
    const u = userEvent.setup();
    renderWithProviders(<NewsletterBox />, { services });
    await u.type(screen.getByLabelText('Email address'), 'reader@example.com');
    await u.click(subscribe());
    expect(await screen.findByText(flood)).toBeTruthy();
    expect(value('Email address')).toBe('reader@example.com');
    await u.click(subscribe());
    await waitFor(() => expect(posts(net, '/newsletter')).toHaveLength(2));
    await u.type(screen.getByLabelText('Email address'), 'x');
    await u.click(subscribe());
    await waitFor(() => expect(posts(net, '/newsletter')).toHaveLength(3));
    const [a, b, c] = posts(net, '/newsletter').map((p) => p.headers['idempotency-key']);
    expect(a).toBe(b);
    expect(c).not.toBe(a);
  });
});

describe('the contact form', () => {
  const send = () => screen.getByRole('button', { name: 'Send Message' });

  async function fill(u: ReturnType<typeof userEvent.setup>) {
    await u.type(screen.getByLabelText(/^Name/), 'Grace Hopper');
    await u.type(screen.getByLabelText(/^Email/), 'grace@example.com');
    await u.type(screen.getByLabelText(/^Message/), 'I would like to book coaching.');
  }

  test('name, e-mail and message are all required', async () => {
    const net = serve(SITE, { 'POST /contact': ok(site.MESSAGES.contactSuccess) });
    const u = userEvent.setup();
    renderWithProviders(<ContactForm />, { services });
    await u.click(send());
    expect(await screen.findByText(site.MESSAGES.contactNameRequired)).toBeTruthy();
    expect(screen.getByText(site.MESSAGES.contactEmailRequired)).toBeTruthy();
    expect(screen.getByText(site.MESSAGES.contactMessageRequired)).toBeTruthy();
    expect(screen.getByLabelText(/^Email/).getAttribute('type')).toBe('email');
    expect(posts(net, '/contact')).toHaveLength(0);
  });

  test('a message is posted, thanked and the fields clear', async () => {
    const net = serve(SITE, { 'POST /contact': ok(site.MESSAGES.contactSuccess) });
    const u = userEvent.setup();
    renderWithProviders(<ContactForm />, { services });
    await fill(u);
    await u.click(send());
    expect(await screen.findByText("Thank you for your message. We'll get back to you soon!")).toBeTruthy();
    expect([value(/^Name/), value(/^Email/), value(/^Message/)]).toEqual(['', '', '']);
    expect(posts(net, '/contact')[0]!.body).toEqual({ name: 'Grace Hopper', email: 'grace@example.com', message: 'I would like to book coaching.' });
  });

  test('a refused message keeps everything typed and puts the service’s reasons under the fields', async () => {
    serve(SITE, {
      'POST /contact': {
        status: 400,
        body: {
          error: { code: 'validation_failed', message: 'Please check the form.', details: [{ path: 'message', message: 'Must be at most 5000 characters' }] },
        },
      },
    });
    const u = userEvent.setup();
    renderWithProviders(<ContactForm />, { services });
    await fill(u);
    await u.click(send());
    expect(await screen.findByText('Must be at most 5000 characters')).toBeTruthy();
    expect(screen.getByText('Please check the form.')).toBeTruthy();
    expect([value(/^Name/), value(/^Email/), value(/^Message/)]).toEqual(['Grace Hopper', 'grace@example.com', 'I would like to book coaching.']);
  });

  test('a double click sends one message and the button says it is sending until the answer comes', async () => {
    const answer = deferred<Reply>();
    const net = serve(SITE, { 'POST /contact': () => answer.promise });
    const u = userEvent.setup();
    renderWithProviders(<ContactForm />, { services });
    await fill(u);
    await u.dblClick(send());
    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect(busy).toHaveProperty('disabled', true);
    answer.resolve(ok(site.MESSAGES.contactSuccess));
    expect(await screen.findByText(site.MESSAGES.contactSuccess)).toBeTruthy();
    expect(posts(net, '/contact')).toHaveLength(1);
  });

  test('an oversized message is refused on the client', async () => {
    const net = serve(SITE, { 'POST /contact': ok(site.MESSAGES.contactSuccess) });
    const u = userEvent.setup();
    renderWithProviders(<ContactForm />, { services });
    await fill(u);
    await u.click(screen.getByLabelText(/^Message/));
    await u.paste('x'.repeat(site.MESSAGE_MAX));
    await u.click(send());
    expect(await screen.findByText(`Must be at most ${site.MESSAGE_MAX} characters`)).toBeTruthy();
    expect(posts(net, '/contact')).toHaveLength(0);
  });
});
