// Bundled for Node by scripts/prerender.mjs: the top of the home page as a returning visitor
// first sees it. Only the header and the hero: what fills the first screen is what must paint
// without JavaScript; a smaller document paints sooner, and the app renders the rest.
import { CONTENT_BLOCKS } from '@sqw/contracts/site-copy';
import { StaticRouter } from '@sqw/router/server';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { SiteFrame } from '../App';
import { Header } from '../layout/Header';
import { Main } from '../layout/Layout';
import { Hero } from '../site/home/Hero';

export { PRERENDER_CSS_ID, PRERENDER_GATE, PRERENDERED_ATTR, SHOW_CLASS } from './gate';

/** The markup of the first screen of '/' and the CSS it uses. */
export function renderHome(): { body: string; css: string } {
  const sheet = new ServerStyleSheet();
  try {
    const body = renderToString(
      sheet.collectStyles(
        <SiteFrame>
          <StaticRouter location="/">
            <Header />
            <Main>
              <Hero title={CONTENT_BLOCKS['home.hero.title'].fallback} subtitle={CONTENT_BLOCKS['home.hero.subtitle'].fallback} />
            </Main>
          </StaticRouter>
        </SiteFrame>,
      ),
    );
    // Plain CSS under our own id: styled-components in the browser must not adopt these rules.
    return { body, css: sheet.instance.toString() };
  } finally {
    sheet.seal();
  }
}
