import type { RouteObject } from '@sqw/router';
import { lazyPage } from '../lazy-page';

const ContactPage = lazyPage(() => import('./contact/ContactPage'), 'ContactPage');
const CollectivePage = lazyPage(() => import('./pages/CollectivePage'), 'CollectivePage');
const GuestAbout = lazyPage(() => import('./pages/GuestAbout'), 'GuestAbout');
const GuestHome = lazyPage(() => import('./pages/GuestHome'), 'GuestHome');
const MemberHome = lazyPage(() => import('./pages/MemberHome'), 'MemberHome');
const RegisteredCollective = lazyPage(() => import('./pages/RegisteredCollective'), 'RegisteredCollective');
const Unsubscribe = lazyPage(() => import('./pages/Unsubscribe'), 'Unsubscribe');

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
