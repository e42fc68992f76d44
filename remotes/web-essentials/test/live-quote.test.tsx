import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Questionnaire } from '../src/questionnaire/Questionnaire';
import { renderWithProviders, setupNetwork } from '@sqw/platform/testing';
import { control, quoteTotal } from './controls';

// Nothing here sends the questionnaire: any request would go unanswered and fail the test.
setupNetwork();

/** The questionnaire on its own, and a user to fill it in. */
function start() {
  renderWithProviders(<Questionnaire />);
  return userEvent.setup();
}

describe('live quote', () => {
  test('starts empty', () => {
    start();
    expect(screen.getByText('Choose a package or a bundle to see your estimate.')).toBeTruthy();
    expect(quoteTotal('one-time')).toBe('$0');
    expect(quoteTotal('deposit')).toBe('$0');
  });

  test('a package with add-ons and plans adds up, with a half deposit on the build only', async () => {
    const user = start();
    await user.selectOptions(control('Website Package'), 'basic');
    expect(quoteTotal('one-time')).toBe('$875');
    expect(quoteTotal('deposit')).toBe('$437.50');

    await user.selectOptions(control('Website Package'), 'premium');
    await user.click(control('Extra page — $200'));
    await user.click(control('Gallery/slider — $85'));
    await user.selectOptions(control('Hosting'), 'standard');
    await user.selectOptions(control('Maintenance'), 'basic');
    expect(quoteTotal('one-time')).toBe('$1,510');
    expect(quoteTotal('deposit')).toBe('$755');
    expect(quoteTotal('monthly')).toBe('$150/month');
    expect(quoteTotal('savings')).toBe('$0');

    await user.click(control('Extra page — $200'));
    expect(quoteTotal('one-time')).toBe('$1,310');
  });

  test('high-end hosting is a starting price', async () => {
    const user = start();
    await user.selectOptions(control('Hosting'), 'high-end');
    expect(quoteTotal('monthly')).toBe('from $500/month');
  });

  test('a build bundle counts its build, its monthly plan and its setup discount', async () => {
    const user = start();
    await user.selectOptions(control('Website Package'), 'authority');
    await user.click(screen.getByLabelText('A build bundle'));
    // The package chosen before no longer counts once a bundle is the choice.
    expect(quoteTotal('one-time')).toBe('$0');
    await user.selectOptions(control('Bundle Package'), 'growth-pro');
    await user.click(control('Booking tool — $125'));
    expect(quoteTotal('one-time')).toBe('$1,825');
    expect(quoteTotal('deposit')).toBe('$912.50');
    expect(quoteTotal('monthly')).toBe('$325/month');
    expect(quoteTotal('savings')).toBe('$75 on setup');
  });
});
