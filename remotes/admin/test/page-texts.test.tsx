import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listBlocks, saveBlock } from '../src/panels/content/api';
import { PageTexts } from '../src/panels/content/PageTexts';
import { renderWithProviders } from '@sqw/platform/testing';

jest.mock('../src/panels/content/api', () => ({ ...jest.requireActual('../src/panels/content/api'), listBlocks: jest.fn(), saveBlock: jest.fn() }));
const list = listBlocks as jest.MockedFunction<typeof listBlocks>;
const save = saveBlock as jest.MockedFunction<typeof saveBlock>;

const block = (key: string, label: string, value: string) => ({ key, label, value, updated_at: '2026-11-20T10:00:00Z', updated_by: null });

beforeEach(() => {
  save.mockReset();
  list.mockResolvedValue({
    items: [
      block('about.intro', 'About: introduction', 'We teach sovereignty.'),
      block('contact.phone', 'Contact: phone number (leave empty to hide)', '+1 305 201 4417'),
      block('social.instagram', 'Social: Instagram page URL (leave empty to hide)', ''),
    ],
  });
});

const saveButtonOf = (label: RegExp) => screen.getByLabelText(label).parentElement!.querySelector('button')!;

test('a phone number may be emptied (hidden on the site), a text may not', async () => {
  const u = userEvent.setup();
  renderWithProviders(<PageTexts />);
  await u.clear(await screen.findByLabelText(/Contact: phone number/));
  expect(saveButtonOf(/Contact: phone number/).disabled).toBe(false);
  await u.clear(screen.getByLabelText(/About: introduction/));
  expect(saveButtonOf(/About: introduction/).disabled).toBe(true);
});

test('a social page that is not an http(s) URL is explained and cannot be saved', async () => {
  const u = userEvent.setup();
  renderWithProviders(<PageTexts />);
  await u.type(await screen.findByLabelText(/Instagram page URL/), 'instagram.com/sqw');
  expect(screen.getByText(/Use a full http\(s\) URL/)).toBeTruthy();
  expect(saveButtonOf(/Instagram page URL/).disabled).toBe(true);
  await u.clear(screen.getByLabelText(/Instagram page URL/));
  await u.type(screen.getByLabelText(/Instagram page URL/), 'https://www.instagram.com/sqw');
  expect(screen.queryByText(/Use a full http\(s\) URL/)).toBeNull();
  expect(saveButtonOf(/Instagram page URL/).disabled).toBe(false);
});
