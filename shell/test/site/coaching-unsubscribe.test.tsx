import { site } from '@sqw/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_TOAST, CoachingSection } from '../../src/site/home/CoachingSection';
import { Unsubscribe } from '../../src/site/pages/Unsubscribe';
import { renderWithProviders, serve, setupNetwork, signedInMember, signInAs } from '@sqw/platform/testing';
import { posts, resetBrowserState, services, SITE, STORE } from './fixtures';

setupNetwork();

const TOKEN = 'A'.repeat(43);

beforeEach(() => {
  resetBrowserState();
  signInAs(null);
});

describe('the coaching section', () => {
  const book = () => screen.getByRole('link', { name: 'Book a 1:1' });

  const loaded = () => waitFor(() => expect(book().getAttribute('href')).toMatch(/^https:\/\/cash\.app\//));

  test('three numbered items; Learn More goes to the guest page for visitors and the full page for members', async () => {
    serve(STORE, { 'GET /config/public': { status: 200, body: { test_mode: false, cashapp_handle: '$SQWCoaching' } } });
    const { unmount } = renderWithProviders(<CoachingSection title="Coaching" subtitle="Sub" />, { services });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe('/guest/infinitrii-nexus');
    await loaded();
    unmount();
    signInAs(signedInMember());
    renderWithProviders(<CoachingSection title="Coaching" subtitle="Sub" />, { services });
    expect(screen.getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe('/infinitrii-nexus');
    await loaded();
  });

  test("Book a 1:1 opens the store's Cash App page in a new tab with its payment toast", async () => {
    serve(STORE, { 'GET /config/public': { status: 200, body: { test_mode: false, cashapp_handle: '$SQWCoaching' } } });
    renderWithProviders(<CoachingSection title="Coaching" subtitle="Sub" />, { services });
    await waitFor(() => expect(book().getAttribute('href')).toBe('https://cash.app/$SQWCoaching/50'));
    expect(book().getAttribute('target')).toBe('_blank');
    await userEvent.setup().click(book());
    expect(await screen.findByText(BOOKING_TOAST)).toBeTruthy();
    expect(BOOKING_TOAST).toBe("After payment, you'll be redirected to book your session");
  });

  test('without the store it says booking is unavailable and asks the store again', async () => {
    const net = serve(STORE, { 'GET /config/public': { status: 503, body: { error: { code: 'down', message: 'down' } } } });
    renderWithProviders(<CoachingSection title="Coaching" subtitle="Sub" />, { services });
    await waitFor(() => expect(net).toHaveLength(1));
    await userEvent.setup().click(book());
    expect(await screen.findByText('Booking is not available right now')).toBeTruthy();
    expect(screen.queryByText(BOOKING_TOAST)).toBeNull();
    await waitFor(() => expect(net).toHaveLength(2));
  });
});

describe('the unsubscribe page', () => {
  test('the mailed link unsubscribes after one click', async () => {
    const net = serve(SITE, { 'POST /newsletter/unsubscribe': { status: 200, body: { ok: true, message: site.MESSAGES.unsubscribed } } });
    renderWithProviders(<Unsubscribe />, { services, route: `/unsubscribe?token=${TOKEN}` });
    expect(net).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(site.MESSAGES.unsubscribed)).toBeTruthy();
    expect(posts(net, '/newsletter/unsubscribe')[0]!.body).toEqual({ token: TOKEN });
  });

  test('a broken link is explained and nothing is sent', () => {
    const net = serve(SITE, { 'POST /newsletter/unsubscribe': { status: 200, body: {} } });
    renderWithProviders(<Unsubscribe />, { services, route: '/unsubscribe?token=short' });
    expect(screen.getByText(site.MESSAGES.invalidUnsubscribeLink)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(net).toHaveLength(0);
  });

  test("an unknown token shows the service's message and the button stays", async () => {
    serve(SITE, { 'POST /newsletter/unsubscribe': { status: 404, body: { error: { code: 'not_found', message: site.MESSAGES.invalidUnsubscribeLink } } } });
    renderWithProviders(<Unsubscribe />, { services, route: `/unsubscribe?token=${TOKEN}` });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(site.MESSAGES.invalidUnsubscribeLink)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
  });
});
