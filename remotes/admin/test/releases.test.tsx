import { releases } from '@sqw/contracts';
import { setRuntimeConfig } from '@sqw/platform';
import { deferred, renderWithProviders, serve, setupNetwork, toastTitles, type Recorded, type Reply, type Routes } from '@sqw/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReleasesPanel } from '../src/panels/releases/ReleasesPanel';

// The network is MSW: the panel's real API client builds the requests and reads the
// answers, so the URL, the POST body and the shared error shape are what the site service sees.
const SITE = 'http://site.test';
setupNetwork();
let recorded: Recorded[] = [];
const site = (routes: Routes) => (recorded = serve(SITE, routes));
type Call = { url: string; method: string; body: unknown };
const calls = (): Call[] => recorded.map(({ url, method, body }) => ({ url, method, body }));
const posts = () => calls().filter((c) => c.method === 'POST');
const gets = () => calls().filter((c) => c.method === 'GET');
const ROLLBACK = 'POST /admin/releases/hall/rollback';

const LIVE = '3f9c2a7b1d04';
const PREVIOUS = '9a0e41c2b7d3';
const FIRST = '1111aaaa2222';
const event = (id: number, version: string, over: Partial<releases.ReleaseEvent> = {}): releases.ReleaseEvent => ({
  id,
  app: 'hall',
  version,
  action: 'release',
  actor: 'ci: main',
  forced: false,
  commit: `c0ffee${id}`.padEnd(40, '0'),
  at: `2026-11-2${id}T10:00:00.000Z`,
  ...over,
});
const nothing = (app: releases.App) => ({ app, live: null, history: [], versions: [] });

/** hall: FIRST, PREVIOUS, a rollback to FIRST, then LIVE (forced); the shell released once; the other remotes never. */
const LIST: releases.ReleaseList = releases.ReleaseList.parse({
  apps: releases.APPS.map((app) => {
    if (app === 'shell') {
      const only = event(1, 'abcdefabcdef', { app: 'shell', actor: 'ada@example.com', commit: null });
      return { app, live: only, history: [only], versions: [] };
    }
    if (app !== 'hall') return nothing(app);
    const history = [
      event(4, LIVE, { forced: true, actor: 'grace@example.com' }),
      event(3, FIRST, { action: 'rollback', actor: 'admin@example.com' }),
      event(2, PREVIOUS),
      event(1, FIRST),
    ];
    return { app, live: history[0], history, versions: [] };
  }),
});

/** The registry's answer once hall's live version changed from LIVE to `version`. */
const madeLive = (version: string): Reply => ({ body: { app: 'hall', version, live: true, previous: LIVE, forced: false, overridden: [] } });
/** The panel over LIST, with hall's rollback answered by `rollback` (none: the test posts nothing). */
const openPanel = (rollback?: Routes[string]) => {
  site({ 'GET /admin/releases': { body: LIST }, ...(rollback ? { [ROLLBACK]: rollback } : {}) });
  renderWithProviders(<ReleasesPanel />);
};

const rowOf = (app: string) => screen.getByRole('rowheader', { name: app }).closest('tr')!;
const dialog = () => screen.getByRole('dialog');
/** The dialog's line naming the change: "hall: <from> → <to>". */
const changeLine = () => within(dialog()).getByText((_, el) => el?.tagName === 'P' && /^\w[\w-]*:/.test(el.textContent ?? '')).textContent;

beforeAll(() => {
  setRuntimeConfig({ remotes: {}, services: { site: SITE }, routes: [] });
});

test("lists each app's live version, commit, who released it and the forced flag, from GET /admin/releases", async () => {
  openPanel();
  const hall = await waitFor(() => rowOf('hall'));
  expect(gets().map((c) => c.url)).toEqual([`${SITE}/admin/releases`]);

  const cells = within(hall)
    .getAllByRole('cell')
    .map((c) => c.textContent);
  expect(cells.slice(0, 5)).toEqual([LIVE, 'c0ffee400000', 'grace@example.com', expect.stringMatching(/Nov 24, 2026/), 'Forced']);
  expect(within(hall).getByText(LIVE).tagName).toBe('CODE');
  expect(
    within(rowOf('shell'))
      .getAllByRole('cell')
      .map((c) => c.textContent)
      .slice(0, 5),
  ).toEqual(['abcdefabcdef', '—', 'ada@example.com', expect.any(String), '—']);
  // An app never released says so and offers nothing to roll back.
  expect(within(rowOf('media')).getByText('Not released')).toBeTruthy();
  expect(within(rowOf('media')).queryByRole('button', { name: /Roll back/ })).toBeNull();
  // The shell's one release has nothing before it.
  expect(within(rowOf('shell')).getByText('No earlier release')).toBeTruthy();
  expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual([...releases.APPS]);
});

test('the history unfolds newest first, with its actions and actors, and offers each older version once', async () => {
  const user = userEvent.setup();
  openPanel();
  const toggle = await screen.findByRole('button', { name: 'hall history' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('table', { name: /hall history/ })).toBeNull();

  await user.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  const history = screen.getByRole('table', { name: 'hall history, newest first' });
  const rows = within(history)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
  expect(rows.map((r) => [r[1], r[2], r[4]])).toEqual([
    ['Release', `${LIVE} Live`, 'grace@example.com'],
    ['Rollback', FIRST, 'admin@example.com'],
    ['Release', PREVIOUS, 'ci: main'],
    ['Release', FIRST, 'ci: main'],
  ]);
  expect(
    within(history)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label')),
  ).toEqual([`Make hall ${FIRST} live`, `Make hall ${PREVIOUS} live`]);

  await user.click(toggle);
  expect(screen.queryByRole('table', { name: /hall history/ })).toBeNull();
});

test('Roll back asks first, naming the app and both versions; only the confirmation posts { to: previous }', async () => {
  const user = userEvent.setup();
  openPanel(madeLive(PREVIOUS));
  await user.click(await screen.findByRole('button', { name: 'Roll back hall' }));
  expect(within(dialog()).getByRole('heading', { name: 'Roll back hall?' })).toBeTruthy();
  expect(changeLine()).toBe(`hall: ${LIVE} → ${PREVIOUS}`);

  // Cancelling changes nothing.
  await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(posts()).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Roll back hall' }));
  expect(posts()).toEqual([]);
  await user.click(within(dialog()).getByRole('button', { name: 'Roll back' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(posts()).toEqual([{ url: `${SITE}/admin/releases/hall/rollback`, method: 'POST', body: { to: PREVIOUS } }]);
  expect(toastTitles()).toEqual([`hall rolled back to ${PREVIOUS}`]);
  // The list is read again, so the table shows what is live now.
  await waitFor(() => expect(gets()).toHaveLength(2));
});

test('Make live on an older version confirms that version and posts it', async () => {
  const user = userEvent.setup();
  openPanel(madeLive(FIRST));
  await user.click(await screen.findByRole('button', { name: 'hall history' }));
  await user.click(screen.getByRole('button', { name: `Make hall ${FIRST} live` }));
  expect(changeLine()).toBe(`hall: ${LIVE} → ${FIRST}`);
  await user.click(within(dialog()).getByRole('button', { name: 'Make live' }));
  await waitFor(() => expect(toastTitles()).toEqual([`hall ${FIRST} is live`]));
  expect(posts()).toEqual([{ url: `${SITE}/admin/releases/hall/rollback`, method: 'POST', body: { to: FIRST } }]);
});

test('the confirmation shows Working... while the change is in flight, and a double click posts once', async () => {
  const user = userEvent.setup();
  const answer = deferred<void>();
  openPanel(async () => {
    await answer.promise;
    return madeLive(PREVIOUS);
  });
  await user.click(await screen.findByRole('button', { name: 'Roll back hall' }));
  const confirm = within(dialog()).getByRole('button', { name: 'Roll back' }) as HTMLButtonElement;
  // Both clicks land before React re-renders, so the button is not yet disabled for the second.
  act(() => {
    confirm.click();
    confirm.click();
  });
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(confirm.textContent).toBe('Working...');
  expect(confirm.disabled).toBe(true);

  answer.resolve();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(posts()).toHaveLength(1);
  expect(toastTitles()).toEqual([`hall rolled back to ${PREVIOUS}`]);
});

test("a network failure says 'Rollback failed' with the reason, and the change can be tried again", async () => {
  const user = userEvent.setup();
  let tries = 0;
  openPanel(() => (tries++ === 0 ? { status: 500, body: { error: { code: 'internal', message: 'The registry could not be reached.' } } } : madeLive(PREVIOUS)));
  await user.click(await screen.findByRole('button', { name: 'Roll back hall' }));
  await user.click(within(dialog()).getByRole('button', { name: 'Roll back' }));
  expect((await within(dialog()).findByRole('alert')).textContent).toBe('The registry could not be reached.');
  expect(toastTitles()).toEqual(['Rollback failed']);

  await user.click(within(dialog()).getByRole('button', { name: 'Roll back' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(posts()).toHaveLength(2);
  expect(toastTitles()).toEqual(['Rollback failed', `hall rolled back to ${PREVIOUS}`]);
});

test("a refusal (409) shows the service's message in the dialog and a toast, and keeps the dialog open", async () => {
  const user = userEvent.setup();
  const message = `The hall version ${PREVIOUS} was refused: hall ${PREVIOUS} needs react ^20.0.0, but the shell abcdefabcdef provides 19.1.0.`;
  openPanel({ status: 409, body: { error: { code: 'incompatible_release', message, details: [{ path: 'release', message: 'needs react' }] } } });
  await user.click(await screen.findByRole('button', { name: 'Roll back hall' }));
  await user.click(within(dialog()).getByRole('button', { name: 'Roll back' }));
  expect((await within(dialog()).findByRole('alert')).textContent).toBe(message);
  expect(toastTitles()).toEqual(['Rollback refused']);
  expect((within(dialog()).getByRole('button', { name: 'Roll back' }) as HTMLButtonElement).disabled).toBe(false);
  expect(gets()).toHaveLength(1);
});

test("with nothing released yet it says 'No releases yet'", async () => {
  site({ 'GET /admin/releases': { body: { apps: releases.APPS.map(nothing) } } });
  renderWithProviders(<ReleasesPanel />);
  expect(await screen.findByText('No releases yet')).toBeTruthy();
  expect(screen.queryByRole('table')).toBeNull();
});

test('a registry that cannot be read shows its error with Retry', async () => {
  const user = userEvent.setup();
  let reads = 0;
  site({
    'GET /admin/releases': () =>
      reads++ === 0 ? { status: 503, body: { error: { code: 'unavailable', message: 'The site service is restarting.' } } } : { body: LIST },
  });
  renderWithProviders(<ReleasesPanel />);
  expect((await screen.findByRole('alert')).textContent).toContain('The site service is restarting.');
  expect(screen.getByText('Could not load the releases')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('rowheader', { name: 'hall' })).toBeTruthy();
});
