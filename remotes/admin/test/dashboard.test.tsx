import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import AdminApp from '../src/AdminApp';
import { REFRESH_DELAY_MS } from '../src/dashboard/use-refresh';
import { renderWithProviders, toastTitles, type ProvidersResult } from '@sqw/platform/testing';

// Each panel is replaced by a stub that counts its mounts: these tests are about the dashboard.
const mockMounts: Record<string, number> = {};
jest.mock('../src/panels/users/UsersPanel', () => ({ UsersPanel: () => <MockStub name="users" /> }));
jest.mock('../src/panels/web-essentials/WebEssentialsPanel', () => ({ WebEssentialsPanel: () => <MockStub name="web-essentials" /> }));
jest.mock('../src/panels/contact/ContactPanel', () => ({ ContactPanel: () => <MockStub name="contact" /> }));
jest.mock('../src/panels/content/ContentPanel', () => ({ ContentPanel: () => <MockStub name="content" /> }));
jest.mock('../src/panels/analytics/AnalyticsPanel', () => ({ AnalyticsPanel: () => <MockStub name="analytics" /> }));
jest.mock('../src/panels/settings/SettingsPanel', () => ({ SettingsPanel: () => <MockStub name="settings" /> }));
jest.mock('../src/panels/reports/ReportsPanel', () => ({ ReportsPanel: () => <MockStub name="reports" /> }));
jest.mock('../src/panels/support/SupportPanel', () => ({ SupportPanel: () => <MockStub name="support" /> }));
jest.mock('../src/panels/orders/OrdersPanel', () => ({ OrdersPanel: () => <MockStub name="orders" /> }));
jest.mock('../src/panels/applications/ApplicationsPanel', () => ({ ApplicationsPanel: () => <MockStub name="applications" /> }));
jest.mock('../src/panels/audit/AuditPanel', () => ({ AuditPanel: () => <MockStub name="audit" /> }));
jest.mock('../src/panels/releases/ReleasesPanel', () => ({ ReleasesPanel: () => <MockStub name="releases" /> }));

function MockStub({ name }: { name: string }) {
  const { useEffect } = jest.requireActual('react');
  useEffect(() => {
    mockMounts[name] = (mockMounts[name] ?? 0) + 1;
  }, [name]);
  return <p>{`${name} panel body`}</p>;
}

const SPEC_CARDS = ['User Management', 'Web Essentials', 'Contact Forms', 'Content Management', 'Analytics', 'Settings', 'Reports', 'Support Center'];
const cards = () => within(screen.getByRole('navigation', { name: 'Admin panels' })).getAllByRole('link');
const card = (title: string) => cards().find((c) => c.textContent?.startsWith(title))!;
const panelTitle = () => screen.queryByRole('heading', { level: 2 })?.textContent ?? null;

beforeEach(() => {
  for (const k of Object.keys(mockMounts)) delete mockMounts[k];
});

// AdminApp at /admin/*, where the shell mounts it.
let view: ProvidersResult;
const renderAt = (route: string, app: ReactElement) => (view = renderWithProviders(app, { route, path: '/admin/*' }));
const pathname = () => view.location().pathname;
afterEach(() => jest.useRealTimers());

test('the dashboard shows the eight core cards first, each linking to its own address, and no panel yet', () => {
  renderAt('/admin', <AdminApp />);
  expect(
    cards()
      .slice(0, 8)
      .map((c) => c.querySelector('strong')?.textContent),
  ).toEqual(SPEC_CARDS);
  expect(card('User Management').getAttribute('href')).toBe('/admin/users');
  expect(card('Support Center').getAttribute('href')).toBe('/admin/support');
  expect(card('Orders & Payments').getAttribute('href')).toBe('/admin/orders');
  expect(card('Releases').getAttribute('href')).toBe('/admin/releases');
  expect(panelTitle()).toBeNull();
  expect(screen.getByText('Choose a card to open its panel.')).toBeTruthy();
  expect((screen.getByRole('button', { name: 'Refresh' }) as HTMLButtonElement).disabled).toBe(true);
});

test('choosing a card opens its panel below with a toast, marks the card and moves focus to the panel', () => {
  renderAt('/admin', <AdminApp />);
  fireEvent.click(card('Support Center'));
  expect(pathname()).toBe('/admin/support');
  expect(panelTitle()).toBe('Support Center');
  expect(screen.getByText('support panel body')).toBeTruthy();
  expect(toastTitles()).toEqual(['Support Center']);
  expect(card('Support Center').getAttribute('aria-current')).toBe('page');
  expect(card('User Management').getAttribute('aria-current')).toBeNull();
  expect(document.activeElement?.textContent).toBe('Support Center');

  fireEvent.click(card('Reports'));
  expect(pathname()).toBe('/admin/reports');
  expect(panelTitle()).toBe('Reports');
  expect(screen.queryByText('support panel body')).toBeNull();
  expect(toastTitles()).toEqual(['Support Center', 'Reports']);
});

test('a deep link opens its panel directly (a reload keeps the panel) without a toast', () => {
  renderAt('/admin/analytics', <AdminApp />);
  expect(panelTitle()).toBe('Analytics');
  expect(screen.getByText('analytics panel body')).toBeTruthy();
  expect(card('Analytics').getAttribute('aria-current')).toBe('page');
  expect(toastTitles()).toEqual([]);
});

test('an unknown panel address says so and keeps the cards', () => {
  renderAt('/admin/nothing-here', <AdminApp />);
  expect(screen.getByText('No such panel')).toBeTruthy();
  expect(cards()).toHaveLength(12);
});

test('Refresh clears the panel at once and selects it again after exactly 100 ms, mounting it afresh', () => {
  jest.useFakeTimers();
  renderAt('/admin/users', <AdminApp />);
  expect(mockMounts.users).toBe(1);
  expect(REFRESH_DELAY_MS).toBe(100);

  fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
  expect(panelTitle()).toBeNull();
  expect(screen.queryByText('users panel body')).toBeNull();

  act(() => jest.advanceTimersByTime(99));
  expect(screen.queryByText('users panel body')).toBeNull();

  act(() => jest.advanceTimersByTime(1));
  expect(panelTitle()).toBe('User Management');
  expect(screen.getByText('users panel body')).toBeTruthy();
  expect(mockMounts.users).toBe(2);
  expect(pathname()).toBe('/admin/users');
});

test('choosing another card during a refresh wins over the pending reselect', () => {
  jest.useFakeTimers();
  renderAt('/admin/users', <AdminApp />);
  fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
  fireEvent.click(card('Settings'));
  act(() => jest.advanceTimersByTime(500));
  expect(panelTitle()).toBe('Settings');
  expect(screen.queryByText('users panel body')).toBeNull();
});
