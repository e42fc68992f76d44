import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageTexts } from '../src/panels/content/PageTexts';
import { apiError, deferred, renderWithProviders, serve, setupNetwork, toastTitles, type Routes } from '@sqw/platform/testing';

setupNetwork();
const SITE = 'http://site.test';

const block = (key: string, label: string, value: string) => ({ key, label, value, updated_at: '2026-11-20T10:00:00Z', updated_by: null });
const blocks = [
  block('about.intro', 'About: introduction', 'We teach sovereignty.'),
  block('contact.phone', 'Contact: phone number (leave empty to hide)', '+1 305 201 4417'),
  block('social.instagram', 'Social: Instagram page URL (leave empty to hide)', ''),
];
/** The site service's texts, and any save routes the test adds. */
const site = (routes: Routes = {}) => serve(SITE, { 'GET /admin/content': { body: { items: blocks } }, ...routes });
const renderTexts = () => renderWithProviders(<PageTexts />, { services: { site: SITE } });

const saveButtonOf = (label: RegExp) => screen.getByLabelText(label).parentElement!.querySelector('button')!;

test('a phone number may be emptied (hidden on the site), a text may not', async () => {
  const u = userEvent.setup();
  site();
  renderTexts();
  await u.clear(await screen.findByLabelText(/Contact: phone number/));
  expect(saveButtonOf(/Contact: phone number/).disabled).toBe(false);
  await u.clear(screen.getByLabelText(/About: introduction/));
  expect(saveButtonOf(/About: introduction/).disabled).toBe(true);
});

test('a social page that is not an http(s) URL is explained and cannot be saved', async () => {
  const u = userEvent.setup();
  site();
  renderTexts();
  await u.type(await screen.findByLabelText(/Instagram page URL/), 'instagram.com/sqw');
  expect(screen.getByText(/Use a full http\(s\) URL/)).toBeTruthy();
  expect(saveButtonOf(/Instagram page URL/).disabled).toBe(true);
  await u.clear(screen.getByLabelText(/Instagram page URL/));
  await u.type(screen.getByLabelText(/Instagram page URL/), 'https://www.instagram.com/sqw');
  expect(screen.queryByText(/Use a full http\(s\) URL/)).toBeNull();
  expect(saveButtonOf(/Instagram page URL/).disabled).toBe(false);
});

test('Save is busy while the text is sent, a double click sends it once, and the saved text is announced', async () => {
  const answer = deferred<void>();
  const calls = site({
    'PUT /admin/content/about.intro': async ({ body }) => {
      await answer.promise;
      return { body: { ...blocks[0], value: (body as { value: string }).value } };
    },
  });
  const u = userEvent.setup();
  renderTexts();
  await u.type(await screen.findByLabelText(/About: introduction/), ' Together.');
  await u.dblClick(saveButtonOf(/About: introduction/));
  expect(saveButtonOf(/About: introduction/).textContent).toBe('Saving...');
  expect(saveButtonOf(/About: introduction/).disabled).toBe(true);
  answer.resolve();
  await screen.findByText('About: introduction saved');
  expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ value: 'We teach sovereignty. Together.' }]);
  expect(toastTitles()).toEqual(['About: introduction saved']);
});

test("a refused text keeps what was typed and tells the service's reason", async () => {
  site({ 'PUT /admin/content/about.intro': apiError(503, 'unavailable', 'The site service is down.') });
  const u = userEvent.setup();
  renderTexts();
  await u.type(await screen.findByLabelText(/About: introduction/), ' Together.');
  await u.click(saveButtonOf(/About: introduction/));
  await waitFor(() => expect(toastTitles()).toEqual(['Text not saved']));
  expect((screen.getByLabelText(/About: introduction/) as HTMLTextAreaElement).value).toBe('We teach sovereignty. Together.');
  expect(screen.getByText('The site service is down.')).toBeTruthy();
});
