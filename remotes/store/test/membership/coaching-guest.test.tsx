import { renderWithProviders } from '@sqw/platform/testing';
import { screen } from '@testing-library/react';
import CoachingGuestPage from '../../src/membership/CoachingGuestPage';
import { asMember, asVisitor } from '../commerce/fixtures';

const renderAt = (route: string, who: typeof asMember | typeof asVisitor) =>
  renderWithProviders(<CoachingGuestPage />, { ...who, route, path: '/guest/infinitrii-nexus', routes: { '/infinitrii-nexus': <h1>Members coaching</h1> } });

test('a visitor reads the public coaching page and is invited to register', () => {
  renderAt('/guest/infinitrii-nexus', asVisitor);
  expect(screen.getByRole('heading', { name: 'Your Path to Financial Sovereignty' })).toBeTruthy();
  expect(screen.getAllByRole('link', { name: /register/i }).length).toBeGreaterThan(0);
});

test("a signed-in member is sent on to the members' coaching page, never told to register", () => {
  renderAt('/guest/infinitrii-nexus', asMember);
  expect(screen.getByRole('heading', { name: 'Members coaching' })).toBeTruthy();
  expect(screen.queryAllByRole('link', { name: /register/i })).toHaveLength(0);
});
