// Bundled for Node by scripts/prerender.mjs: the top of the home page as a returning visitor
// first sees it. The header, the hero and the section under it: everything a phone's first
// screen shows must paint without JavaScript (a larger text appearing later would become the
// page's largest paint), and a smaller document paints sooner; the app renders the rest.
import { CONTENT_BLOCKS, type ContentKey } from '@sqw/contracts/site-copy';
import { StaticRouter } from '@sqw/router/server';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { SiteFrame } from '../App';
import { Header } from '../layout/Header';
import { Main } from '../layout/Layout';
import { Hero } from '../site/home/Hero';
import { KidsSection } from '../site/home/KidsSection';

export { APP_ENTRY_ATTR, PRERENDER_CSS_ID, PRERENDER_GATE, PRERENDERED_ATTR, SHOW_CLASS } from './gate';

// The texts the app shows until the site service answers with the admin's versions.
const text = (key: ContentKey) => CONTENT_BLOCKS[key].fallback;

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
              <Hero title={text('home.hero.title')} subtitle={text('home.hero.subtitle')} />
              <KidsSection title={text('home.kids.title')} body={text('home.kids.body')} />
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
