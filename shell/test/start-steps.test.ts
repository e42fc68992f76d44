import { inTasks, nextTask, startApp } from '../src/start-steps';
import { HIDE_CLASS } from '../src/prerender/gate';

afterEach(() => {
  jest.useRealTimers();
  document.documentElement.classList.remove(HIDE_CLASS);
});

/** Runs the timers one task at a time, and returns what ran in each. */
function tasks(ran: string[]): string[][] {
  const out: string[][] = [];
  while (jest.getTimerCount() > 0) {
    const before = ran.length;
    jest.advanceTimersToNextTimer();
    out.push(ran.slice(before));
  }
  return out;
}

/** Starts the app with a root holding `copy`, and returns what each step recorded. */
function start(copy: string): string[] {
  jest.useFakeTimers();
  const ran: string[] = [];
  const root = document.createElement('div');
  root.innerHTML = copy;
  const libraries = { 'react-dom': async () => ran.push('react-dom'), react: async () => ran.push('react') };
  startApp(root, { app: () => void ran.push('app'), bootstrap: () => void ran.push('bootstrap') }, libraries);
  return ran;
}

test('steps run in order, each in a task of its own', () => {
  jest.useFakeTimers();
  const ran: string[] = [];
  inTasks(['a', 'b', 'c'].map((name) => () => void ran.push(name)));
  expect(ran).toEqual([]);
  expect(tasks(ran)).toEqual([['a'], ['b'], ['c']]);
});

test('a page painted from its HTML asks for the shared libraries one per task, before the app', () => {
  const ran = start('<div data-prerendered><h1>Home</h1></div>');
  expect(tasks(ran)).toEqual([['react-dom'], ['react'], ['app'], ['bootstrap']]);
});

test('a page with nothing painted (or a copy the gate hid) asks for the app first', () => {
  expect(tasks(start(''))).toEqual([['app'], ['bootstrap']]);
  document.documentElement.classList.add(HIDE_CLASS);
  expect(tasks(start('<div data-prerendered><h1>Sign in</h1></div>'))).toEqual([['app'], ['bootstrap']]);
});

test('nextTask resolves only after the current task', async () => {
  const order: string[] = [];
  const waited = nextTask().then(() => order.push('next task'));
  await Promise.resolve();
  order.push('this task');
  await waited;
  expect(order).toEqual(['this task', 'next task']);
});
