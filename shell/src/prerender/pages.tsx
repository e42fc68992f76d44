// Bundled for Node by scripts/prerender.mjs: the shell's public pages as a visitor first sees them,
// and the frame (header, page area, footer) every page of the site is composed into.
import type { pages } from '@sqw/contracts';
import { prerenderPages, renderMarkup, type PageSpec } from '@sqw/platform/prerender';
import { Route, Routes } from '@sqw/router';
import { createElement, type ReactNode } from 'react';
import { SiteFrame } from '../App';
import { ForgotPasswordPage } from '../auth/ForgotPasswordPage';
import { LoginPage } from '../auth/LoginPage';
import { RegisterPage } from '../auth/RegisterPage';
import { Layout } from '../layout/Layout';
import { AccessPrompt } from '../pages/AccessPrompt';
import { Disclaimer, PrivacyPolicy, TermsOfService } from '../pages/legal/documents';
import { NotFound } from '../pages/NotFound';
import { currentOnlyAt, mainNav } from '../layout/nav';
import { Home } from '../site/Home';
import { ContactPage } from '../site/contact/ContactPage';
import { CollectivePage } from '../site/pages/CollectivePage';
import { GuestAbout } from '../site/pages/GuestAbout';
import { GuestHome } from '../site/pages/GuestHome';
import { MARKS, NOT_FOUND_PATH } from '@sqw/contracts/page-marks';

export { APP_ENTRY_ATTR, AUDIENCE_ATTR, HIDE_CLASS, PRERENDER_CSS_ID, PRERENDER_GATE, PRERENDERED_ATTR } from './gate';
export { MARKS } from '@sqw/contracts/page-marks';

const DESCRIPTION = 'Reconnect with your money. Reclaim your freedom. Financial literacy, investment and crypto education, and 1:1 coaching.';

const SHELL_PAGES: PageSpec[] = [
  {
    path: '/',
    title: 'Reconnect with your money. Reclaim your freedom.',
    description: DESCRIPTION,
    // The whole page, with the texts it shows until the site service answers with the admin's
    // versions: the app hydrates it, so it must render exactly what the app's first render does.
    element: <Home />,
  },
  { path: '/access-prompt', title: 'Welcome', description: DESCRIPTION, element: <AccessPrompt /> },
  { path: '/contact', title: 'Contact', description: 'Questions about coaching, courses or our services? Write to the SQW team.', element: <ContactPage /> },
  {
    path: '/collective',
    title: 'The Collective',
    description: 'The SQW Collective: the areas of the SQW world, from coaching to the Hall of Legends.',
    element: <CollectivePage />,
  },
  { path: '/guest', title: 'Guest Home', description: DESCRIPTION, element: <GuestHome /> },
  {
    path: '/guest/collective',
    title: 'The Collective',
    description: 'The SQW Collective: the areas of the SQW world, from coaching to the Hall of Legends.',
    element: <CollectivePage guest />,
  },
  { path: '/guest/about', title: 'About SQW', description: 'Who we are and why financial sovereignty matters: the story behind SQW.', element: <GuestAbout /> },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description: 'How SQW collects, uses and protects your personal information.',
    element: <PrivacyPolicy />,
  },
  {
    path: '/terms-of-service',
    title: 'Terms of Service',
    description: 'The terms that apply when you use the SQW website and services.',
    element: <TermsOfService />,
  },
  { path: '/disclaimer', title: 'Disclaimer', description: 'SQW provides education, not financial advice: read the full disclaimer.', element: <Disclaimer /> },
  { path: '/login', title: 'Sign In', description: 'Sign in to your SQW membership.', element: <LoginPage /> },
  {
    path: '/register',
    title: 'Create Your Account',
    description: 'Create your SQW account and start your journey to financial sovereignty.',
    element: <RegisterPage />,
  },
  { path: '/forgot-password', title: 'Forgot Password', description: 'Reset the password of your SQW account.', element: <ForgotPasswordPage /> },
  { path: NOT_FOUND_PATH, title: 'Page not found', description: 'This page does not exist.', element: <NotFound /> },
];

/** The frame of every page at `path`: the site's layout, its page area holding the slot the composer fills. */
function renderFrame(path: string): { html: string; css: string } {
  return renderMarkup(
    path,
    <Routes>
      <Route element={<Layout />}>
        <Route path="*" element={createElement('sqw-slot')} />
      </Route>
    </Routes>,
    (children: ReactNode) => <SiteFrame>{children}</SiteFrame>,
  );
}

/**
 * The shell's part of dist/sqw-pages.json; scripts/prerender.mjs adds the document. The frame is
 * rendered at a path no navigation link points to, so no link is marked current; each link of a
 * visitor's navigation gets a variant rendered at its own path.
 */
export function pagesFile(): pages.PagesFile {
  const frame = renderFrame('/_frame');
  const navFrames = mainNav(false).map((item) => ({ path: item.to, end: currentOnlyAt(item.to), html: renderFrame(item.to).html }));
  for (const f of [frame, ...navFrames]) if (!f.html.includes(MARKS.slot)) throw new Error(`a frame has no ${MARKS.slot}`);
  return { ...prerenderPages(SHELL_PAGES), frame, nav_frames: navFrames };
}
