import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { setRuntimeConfig } from '../src/config';
import { initSession, useSession } from '../src/session';

// A page hydrating its server-made copy for a visitor without a session: starting the session
// must not render the copy's session readers a second time (zustand's server snapshot is the
// store's initial state, so any new state object makes React render them again, synchronously).
test('a visitor without a session: the hydration is the only render of the session readers', async () => {
  let renders = 0;
  function Greeting() {
    renders += 1;
    const { user } = useSession();
    return <p>{user ? `Welcome back, ${user.firstName}` : 'Join the collective'}</p>;
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Greeting />);
  document.body.append(container);
  renders = 0;
  setRuntimeConfig({ remotes: {}, services: { auth: 'http://auth.test', site: 'http://site.test' }, supabaseAnonKey: 'anon' });
  await act(async () => {
    hydrateRoot(container, <Greeting />);
    await initSession();
  });
  expect(container.textContent).toBe('Join the collective');
  expect(renders).toBe(1);
});
