import { webEssentials as we } from '@sqw/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import WebEssentialsPage from '../src/WebEssentialsPage';
import { renderWithProviders, setupNetwork } from '@sqw/platform/testing';

// Nothing here sends the questionnaire: any request would go unanswered and fail the test.
setupNetwork();

const section = (title: string) => screen.getByRole('heading', { name: title, level: 2 }).closest('section') as HTMLElement;

describe('the web essentials page', () => {
  test('shows the price table of the contract', () => {
    renderWithProviders(<WebEssentialsPage />);
    const packages = within(section('Website Packages'));
    for (const [label, price, deposit] of [
      ['Basic', '$875', '$437.50'],
      ['Premium', '$1,225', '$612.50'],
      ['Authority', '$1,750', '$875'],
    ]) {
      expect(packages.getByRole('heading', { name: label })).toBeTruthy();
      expect(packages.getByText(price)).toBeTruthy();
      expect(packages.getByText(`${deposit} deposit to begin`)).toBeTruthy();
    }
    expect(packages.getByText(we.DEPOSIT_STATEMENT)).toBeTruthy();

    const monthly = within(section('Hosting & Maintenance'));
    for (const price of ['$25/month', '$75/month', '$200/month', '$500+/month', '$125/month', '$300/month'])
      expect(monthly.getAllByText(price).length).toBeGreaterThan(0);
    expect(monthly.getAllByText('Save $25/month')).toHaveLength(2);
    expect(monthly.getByText(we.MAINTENANCE_NOTE)).toBeTruthy();

    const bundles = within(section('Build Bundles'));
    expect(bundles.getByText('$1,440')).toBeTruthy();
    expect(bundles.getByText('one-time + $150/month')).toBeTruthy();
    expect(bundles.getByText('$1,700')).toBeTruthy();
    expect(bundles.getByText('one-time + $325/month')).toBeTruthy();
    expect(bundles.getAllByText('Save $75 on setup')).toHaveLength(2);

    const add_ons = within(section('Add-Ons'));
    const priceOf = (label: string) => add_ons.getByText(label).closest('div')?.querySelector('dd')?.textContent;
    expect(priceOf('Extra page')).toBe('$200');
    expect(priceOf('Text/image update')).toBe('$65');
    expect(priceOf('Gallery/slider')).toBe('$85');
    expect(priceOf('Testimonials')).toBe('$65');
    expect(priceOf('Embed video/PDF')).toBe('$75');
    expect(priceOf('Booking tool')).toBe('$125');
    expect(priceOf('Domain setup & launch')).toBe('$175');
    expect(priceOf('SEO formatting')).toBe('about $100');
  });

  test('shows two client sites and this site', () => {
    renderWithProviders(<WebEssentialsPage />);
    const work = within(section('Recent Work'));
    const external = work.getAllByRole('link').filter((a) => a.getAttribute('target') === '_blank');
    expect(external).toHaveLength(2);
    for (const a of external) {
      expect(a.getAttribute('href')).toMatch(/^https:\/\/[a-z]+\.example$/);
      expect(a.getAttribute('rel')).toContain('noopener');
    }
    expect(work.getByRole('link', { name: 'Explore this site' }).getAttribute('href')).toBe('/');
  });

  test('the package accordion opens one package at a time', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WebEssentialsPage />);
    const basic = screen.getByRole('button', { name: /Basic — \$875/ });
    const premium = screen.getByRole('button', { name: /Premium — \$1,225/ });
    await user.click(basic);
    expect(basic.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: /Basic/ }).textContent).toContain('A $437.50 deposit (50%)');
    await user.click(premium);
    expect(basic.getAttribute('aria-expanded')).toBe('false');
    expect(premium.getAttribute('aria-expanded')).toBe('true');
  });
});
