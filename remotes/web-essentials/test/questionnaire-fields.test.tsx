import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Questionnaire } from '../src/questionnaire/Questionnaire';
import { renderWithProviders, setupNetwork } from '@sqw/platform/testing';
import { control, isChecked, quoteTotal, valueOf } from './controls';

// Nothing here sends the questionnaire: any request would go unanswered and fail the test.
setupNetwork();

const INDIVIDUAL_ONLY = ['Website Package', 'Hosting', 'Maintenance', 'Hosting & Maintenance Bundle'];
const quoteLines = () => within(screen.getByTestId('live-quote'));

describe('questionnaire fields', () => {
  test('individual is the default and shows the package fields, not the bundle select', () => {
    renderWithProviders(<Questionnaire />);
    expect(isChecked('Individual packages')).toBe(true);
    for (const label of INDIVIDUAL_ONLY) expect(control(label).tagName).toBe('SELECT');
    expect(screen.queryByLabelText('Bundle Package')).toBeNull();
    expect(valueOf('Pages')).toBe('Use Default Layout');
    expect(isChecked('Include a contact form')).toBe(true);
    expect(isChecked('I will provide photos and testimonials')).toBe(false);
    expect(isChecked('I need help with my domain')).toBe(false);
  });

  test('a bundle shows only the bundle select and keeps the add-ons', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Questionnaire />);
    await user.click(screen.getByLabelText('A build bundle'));
    expect(control('Bundle Package').tagName).toBe('SELECT');
    for (const label of INDIVIDUAL_ONLY) expect(screen.queryByLabelText(label)).toBeNull();
    expect(control('Extra page — $200').type).toBe('checkbox');
    await user.click(screen.getByLabelText('Individual packages'));
    expect(screen.queryByLabelText('Bundle Package')).toBeNull();
    expect(control('Website Package').tagName).toBe('SELECT');
  });

  test('choosing a hosting-and-maintenance bundle clears and locks the separate plans', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Questionnaire />);
    await user.selectOptions(control('Hosting'), 'premium');
    await user.selectOptions(control('Maintenance'), 'priority');
    expect(quoteLines().queryByText('Premium Hosting')).not.toBeNull();
    expect(quoteTotal('monthly')).toBe('$325/month');

    await user.selectOptions(control('Hosting & Maintenance Bundle'), 'standard-bundle');
    expect(valueOf('Hosting')).toBe('');
    expect(valueOf('Maintenance')).toBe('');
    expect(control('Hosting').disabled).toBe(true);
    expect(control('Maintenance').disabled).toBe(true);
    expect(quoteLines().queryByText('Premium Hosting')).toBeNull();
    expect(quoteTotal('monthly')).toBe('$125/month');
    expect(quoteTotal('savings')).toBe('$25/month');

    // Dropping the bundle gives the separate plans back, still empty.
    await user.selectOptions(control('Hosting & Maintenance Bundle'), '');
    expect(control('Hosting').disabled).toBe(false);
    expect(valueOf('Hosting')).toBe('');
    expect(quoteTotal('monthly')).toBe('$0');
  });
});
