import { Toaster } from '@sqw/platform';
import { useEffect } from 'react';
import { Outlet, useLocation } from '@sqw/router';
import styled from 'styled-components';
import { usePageViews } from '../site/use-page-views';
import { NewsletterBox } from '../site/NewsletterBox';
import { Footer } from './Footer';
import { Header } from './Header';

/** The page area under the fixed header (the home page's prerender uses it too). */
export const Main = styled.main`
  min-height: calc(100vh - 200px);
  padding-top: ${(p) => p.theme.headerHeight};
`;

/** Header, page, footer and toasts: the frame every route renders in. */
export function Layout() {
  const { pathname, hash } = useLocation();
  usePageViews();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return (
    <>
      <a className="sr-only" href="#main">
        Skip to content
      </a>
      <Header />
      <Main id="main">
        <Outlet />
      </Main>
      <Footer newsletter={<NewsletterBox />} />
      <Toaster />
    </>
  );
}
