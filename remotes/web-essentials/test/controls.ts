// The questionnaire's controls as a test reads them (no jest-dom here: their own properties).
import { screen } from '@testing-library/react';

export const WEB_ESSENTIALS = 'http://web-essentials.test';

export const control = (label: string) => screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement;
export const valueOf = (label: string) => control(label).value;
export const isChecked = (label: string) => control(label).checked;
/** The amount shown beside a total of the live quote. */
export const quoteTotal = (name: string) => screen.getByTestId('live-quote').querySelector(`[data-total="${name}"]`)?.textContent;
