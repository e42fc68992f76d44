import { store } from '@sqw/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, deferred, renderWithProviders, serve, setupNetwork, toastFor } from '@sqw/platform/testing';
import CoursePage from '../../src/membership/CoursePage';
import CoursesPage from '../../src/membership/CoursesPage';
import { asMember, courseSummary, ids, STORE } from './fixtures';

setupNetwork();
/** The home page a link or a sign-out leads to. */
const HOME = { '/': <p>Home page</p> };

const outline = (entitled: boolean, done: boolean[]): store.CourseOutline => ({
  id: ids.course,
  slug: 'sqw-course',
  title: 'Full Sovereign Course',
  description: 'The guided program.',
  entitled,
  unlocked_by: ['sqw-course', 'sqw-full-bundle'],
  progress: store.progressOf(done.filter(Boolean).length, done.length),
  modules: [
    {
      id: ids.order,
      title: 'Account Setup',
      summary: 'Start here.',
      lessons: [ids.lesson1, ids.lesson2, ids.lesson3].map((id, i) => ({ id, title: `Lesson ${i + 1}`, duration_minutes: 15, completed: done[i] })),
    },
  ],
});

const lesson: store.Lesson = {
  id: ids.lesson2,
  title: 'Lesson 2',
  duration_minutes: 15,
  completed: false,
  module_title: 'Account Setup',
  body: '## Two banks\n\nKeep **two** accounts.\n\n- Checking for bills\n- Savings for the buffer',
  prev_lesson_id: ids.lesson1,
  next_lesson_id: ids.lesson3,
};

const lessonPath = `/courses/sqw-course/lessons/${ids.lesson2}`;
const bar = (name = 'Full Sovereign Course progress') => screen.getByRole('progressbar', { name });

describe('course progress', () => {
  test('/courses shows each course with its completed count, percentage and Continue link', async () => {
    serve(STORE, { 'GET /courses': { body: { items: [courseSummary(3, 8)] } } });
    renderWithProviders(<CoursesPage />, { ...asMember, route: '/courses', path: '*', routes: HOME });
    const card = await screen.findByRole('article', { name: 'Full Sovereign Course' });
    expect(within(card).getByText('3 of 8 lessons completed')).toBeTruthy();
    expect(within(card).getByText('38%')).toBeTruthy();
    expect(bar().getAttribute('aria-valuenow')).toBe('38');
    expect(within(card).getByRole('link', { name: 'Continue Full Sovereign Course' }).getAttribute('href')).toBe(lessonPath);
  });

  test('a finished course offers a review instead of Continue', async () => {
    serve(STORE, { 'GET /courses': { body: { items: [courseSummary(8, 8)] } } });
    renderWithProviders(<CoursesPage />, { ...asMember, route: '/courses', path: '*', routes: HOME });
    expect(await screen.findByText('8 of 8 lessons completed')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Continue/ })).toBeNull();
    expect(screen.getByText('Review Course')).toBeTruthy();
  });

  test('Mark complete posts the completion and moves the bar; undo moves it back', async () => {
    const calls = serve(STORE, {
      'GET /courses/sqw-course': { body: outline(true, [true, false, false]) },
      [`GET /courses/sqw-course/lessons/${ids.lesson2}`]: { body: lesson },
      [`POST /courses/sqw-course/lessons/${ids.lesson2}/complete`]: { body: { lesson_id: ids.lesson2, completed: true, progress: store.progressOf(2, 3) } },
      [`DELETE /courses/sqw-course/lessons/${ids.lesson2}/complete`]: { body: { lesson_id: ids.lesson2, completed: false, progress: store.progressOf(1, 3) } },
    });
    const user = userEvent.setup();
    renderWithProviders(<CoursePage />, { ...asMember, route: lessonPath, path: '/courses/:slug/*', routes: HOME });
    expect(await screen.findByRole('heading', { name: 'Lesson 2' })).toBeTruthy();
    expect(screen.getByText('two').tagName).toBe('STRONG');
    expect(screen.getByText('Savings for the buffer').tagName).toBe('LI');
    expect(bar().getAttribute('aria-valuenow')).toBe('33');
    await user.click(screen.getByRole('button', { name: 'Mark complete' }));
    expect(await screen.findByText('2 of 3 lessons completed')).toBeTruthy();
    expect(bar().getAttribute('aria-valuenow')).toBe('67');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Completed ✓ (undo)' }));
    expect(await screen.findByText('1 of 3 lessons completed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark complete' })).toBeTruthy();
    // The outline behind the lesson shows the same state without fetching it again.
    await user.click(screen.getByRole('link', { name: 'Course outline' }));
    expect(screen.getAllByText(/Completed ·/)).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/courses/sqw-course')).toHaveLength(1);
  });

  test('a double click on Mark complete posts once; the button waits while it is saved', async () => {
    const answer = deferred<void>();
    const calls = serve(STORE, {
      'GET /courses/sqw-course': { body: outline(true, [true, false, false]) },
      [`GET /courses/sqw-course/lessons/${ids.lesson2}`]: { body: lesson },
      [`POST /courses/sqw-course/lessons/${ids.lesson2}/complete`]: async () => {
        await answer.promise;
        return { body: { lesson_id: ids.lesson2, completed: true, progress: store.progressOf(2, 3) } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<CoursePage />, { ...asMember, route: lessonPath, path: '/courses/:slug/*', routes: HOME });
    await user.dblClick(await screen.findByRole('button', { name: 'Mark complete' }));
    expect((screen.getByRole('button', { name: 'Mark complete' }) as HTMLButtonElement).disabled).toBe(true);
    answer.resolve();
    expect(await screen.findByText('2 of 3 lessons completed')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  test('progress the service does not save says so and leaves the lesson as it was', async () => {
    serve(STORE, {
      'GET /courses/sqw-course': { body: outline(true, [true, false, false]) },
      [`GET /courses/sqw-course/lessons/${ids.lesson2}`]: { body: lesson },
      [`POST /courses/sqw-course/lessons/${ids.lesson2}/complete`]: apiError(503, 'unavailable', 'The store is resting.'),
    });
    const user = userEvent.setup();
    renderWithProviders(<CoursePage />, { ...asMember, route: lessonPath, path: '/courses/:slug/*', routes: HOME });
    await user.click(await screen.findByRole('button', { name: 'Mark complete' }));
    await waitFor(() => expect(toastFor('Progress not saved')).toMatchObject({ description: 'The store is resting.', variant: 'destructive' }));
    expect((screen.getByRole('button', { name: 'Mark complete' }) as HTMLButtonElement).disabled).toBe(false);
    expect(bar().getAttribute('aria-valuenow')).toBe('33');
  });

  test('a member without the course sees the locked state and never the lesson content', async () => {
    const calls = serve(STORE, { 'GET /courses/sqw-course': { body: outline(false, [false, false, false]) } });
    renderWithProviders(<CoursePage />, { ...asMember, route: lessonPath, path: '/courses/:slug/*', routes: HOME });
    expect(await screen.findByText(store.MESSAGES.lessonsLocked)).toBeTruthy();
    expect(screen.queryByText('Two banks')).toBeNull();
    expect(calls.some((c) => c.path.includes('/lessons/'))).toBe(false);
  });

  test('a lesson the service refuses (403) shows the locked state', async () => {
    serve(STORE, {
      'GET /courses/sqw-course': { body: outline(true, [false, false, false]) },
      [`GET /courses/sqw-course/lessons/${ids.lesson2}`]: { status: 403, body: { error: { code: 'forbidden', message: store.MESSAGES.lessonsLocked } } },
    });
    renderWithProviders(<CoursePage />, { ...asMember, route: lessonPath, path: '/courses/:slug/*', routes: HOME });
    expect(await screen.findByRole('heading', { name: /Lessons locked/ })).toBeTruthy();
  });
});
