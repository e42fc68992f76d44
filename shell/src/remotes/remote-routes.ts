import type { RemoteName } from '@sqw/platform';

/** A path served by a remote's exposed module; `guard` says who may open it. */
export type RemoteRoute = { path: string; remote: RemoteName; module: string; area: string; guard?: 'member' | 'admin' };

/**
 * Every path a remote owns. The shell owns this table; each remote exposes the modules
 * named here (see README "Adding a remote").
 */
export const REMOTE_ROUTES: RemoteRoute[] = [
  { path: '/sqw-hall', remote: 'hall', module: 'HallPage', area: 'The SQW Hall' },
  { path: '/web-essentials', remote: 'webEssentials', module: 'WebEssentialsPage', area: 'Web Essentials' },
  { path: '/sovereign-skies', remote: 'media', module: 'SovereignSkiesPage', area: 'Sovereign Skies' },
  { path: '/products', remote: 'store', module: 'ProductsPage', area: 'Products' },
  { path: '/guest/products', remote: 'store', module: 'DigitalProductsPage', area: 'Digital Products' },
  { path: '/guest/infinitrii-nexus', remote: 'store', module: 'CoachingGuestPage', area: 'Coaching' },
  { path: '/infinitrii-nexus', remote: 'store', module: 'CoachingPage', area: 'Coaching', guard: 'member' },
  { path: '/invisible-empire-blueprint', remote: 'store', module: 'BlueprintPage', area: 'The Invisible Empire Blueprint', guard: 'member' },
  { path: '/resources', remote: 'store', module: 'ResourcesPage', area: 'Member Resources', guard: 'member' },
  { path: '/pricing', remote: 'store', module: 'PricingPage', area: 'Membership Plans', guard: 'member' },
  { path: '/dashboard', remote: 'store', module: 'DashboardPage', area: 'Your Dashboard', guard: 'member' },
  { path: '/courses', remote: 'store', module: 'CoursesPage', area: 'Courses', guard: 'member' },
  { path: '/courses/:slug/*', remote: 'store', module: 'CoursePage', area: 'Course', guard: 'member' },
  { path: '/sessions', remote: 'store', module: 'SessionsPage', area: 'Coaching Sessions', guard: 'member' },
  { path: '/admin/*', remote: 'admin', module: 'AdminApp', area: 'Admin', guard: 'admin' },
];
