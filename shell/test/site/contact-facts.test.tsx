import { act, screen, within } from '@testing-library/react';
import { Footer } from '../../src/layout/Footer';
import { ContactDetails } from '../../src/site/contact/ContactDetails';
import { forgetContent } from '../../src/site/use-content';
import { renderWithProviders, serve, setupNetwork } from '@sqw/platform/testing';
import { resetBrowserState, services, SITE } from './fixtures';

setupNetwork();

const serveBlocks = (blocks: Record<string, string>) => serve(SITE, { 'GET /content': { status: 200, body: { blocks } } });

beforeEach(() => {
  resetBrowserState();
  forgetContent();
});

const EMPTY = { 'contact.phone': '', 'social.instagram': '', 'social.youtube': '', 'social.tiktok': '' };

describe('contact facts are the admin’s content', () => {
  test('the phone and social pages the admin entered are shown and linked', async () => {
    serveBlocks({ ...EMPTY, 'contact.phone': '+1 (305) 201-4417', 'social.youtube': 'https://www.youtube.com/@sqw' });
    renderWithProviders(<ContactDetails />, { services });
    const phone = await screen.findByRole('link', { name: '+1 (305) 201-4417' });
    expect(phone.getAttribute('href')).toBe('tel:+13052014417');
    expect(screen.getByRole('link', { name: 'YouTube' }).getAttribute('href')).toBe('https://www.youtube.com/@sqw');
    expect(screen.queryByRole('link', { name: 'Instagram' })).toBeNull();
  });

  test('empty blocks show no phone, no social heading and no link', async () => {
    const calls = serveBlocks(EMPTY);
    renderWithProviders(<ContactDetails />, { services });
    await screen.findByText('Business Hours');
    await act(() => new Promise<void>((r) => setTimeout(r, 0)));
    expect(calls.some((c) => c.path === '/content')).toBe(true);
    expect(screen.queryByText('Phone')).toBeNull();
    expect(screen.queryByText('Follow Us')).toBeNull();
    expect(screen.queryByRole('link', { name: /tel|instagram|youtube|tiktok|555/i })).toBeNull();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
  });

  test('the footer lists only the social pages that are set', async () => {
    serveBlocks({ ...EMPTY, 'social.instagram': 'https://www.instagram.com/sqw' });
    renderWithProviders(<Footer />, { services });
    const social = await screen.findByRole('navigation', { name: 'Social' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://www.instagram.com/sqw']);
  });

  test('the footer has no social section while none is set', async () => {
    const calls = serveBlocks(EMPTY);
    renderWithProviders(<Footer />, { services });
    await act(() => new Promise<void>((r) => setTimeout(r, 0)));
    expect(calls.some((c) => c.path === '/content')).toBe(true);
    expect(screen.queryByRole('navigation', { name: 'Social' })).toBeNull();
  });

  test('an answer without blocks leaves the footer whole, with no phone or social link', async () => {
    const calls = serve(SITE, { 'GET /content': { status: 200, body: { service: 'site', url: '/content' } } });
    renderWithProviders(<Footer />, { services });
    await act(() => new Promise<void>((r) => setTimeout(r, 0)));
    expect(calls.some((c) => c.path === '/content')).toBe(true);
    expect(document.querySelector('footer')).not.toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Social' })).toBeNull();
  });
});
