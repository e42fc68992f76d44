import type { RouteObject } from 'react-router-dom';
import { ContactPage } from './contact/ContactPage';
import { CollectivePage } from './pages/CollectivePage';
import { GuestAbout } from './pages/GuestAbout';
import { GuestHome } from './pages/GuestHome';
import { MemberHome } from './pages/MemberHome';
import { RegisteredCollective } from './pages/RegisteredCollective';
import { Unsubscribe } from './pages/Unsubscribe';

/** The shell's own public pages (the home at / is rendered by pages/Landing). */
export const siteRoutes: RouteObject[] = [
  { path: '/contact', element: <ContactPage /> },
  { path: '/collective', element: <CollectivePage /> },
  { path: '/guest', element: <GuestHome /> },
  { path: '/guest/collective', element: <CollectivePage guest /> },
  { path: '/guest/about', element: <GuestAbout /> },
  { path: '/unsubscribe', element: <Unsubscribe /> },
];

/** Pages for signed-in members only: the shell wraps these in its sign-in guard. */
export const memberSiteRoutes: RouteObject[] = [
  { path: '/home', element: <MemberHome /> },
  { path: '/registered/collective', element: <RegisteredCollective /> },
];
