import { Container, media, offscreenSkipped } from '@sqw/ui';
import type { ReactNode } from 'react';
import { Link } from '@sqw/router';
import styled from 'styled-components';
import { BRAND } from '../brand';
import { useContactFacts } from '../site/contact/contact-facts';
import { LEGAL_NAV } from './nav';
import { useMainNav } from './use-main-nav';

const Wrap = styled.footer`
  ${offscreenSkipped}
  border-top: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => p.theme.color.surface};
  padding: 56px 0 28px;
  margin-top: 40px;
`;

const Cols = styled.div`
  display: grid;
  grid-template-columns: 1.3fr 1fr 1fr 1.4fr;
  gap: 32px;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
  ${media.sm} {
    grid-template-columns: 1fr;
  }
  h2 {
    font-size: 1rem;
    color: ${(p) => p.theme.color.gold};
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
  }
  li {
    margin-bottom: 8px;
  }
  a {
    color: ${(p) => p.theme.color.muted};
    text-decoration: none;
  }
  a:hover {
    color: ${(p) => p.theme.color.goldLight};
  }
`;

const FollowTitle = styled.h2`
  margin-top: 20px;
`;

const Tagline = styled.p`
  color: inherit;
  opacity: 0.8;
`;

const Bottom = styled.p`
  margin: 40px 0 0;
  color: ${(p) => p.theme.color.muted};
  font-size: 0.85rem;
  text-align: center;
`;

/** A titled list of the site's own links. */
function LinkNav({ label, title, items }: { label: string; title: string; items: readonly { to: string; label: string }[] }) {
  return (
    <nav aria-label={label}>
      <h2>{title}</h2>
      <ul>
        {items.map((i) => (
          <li key={i.to}>
            <Link to={i.to}>{i.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The site footer; the newsletter box is slotted in by the caller. */
export function Footer({ newsletter }: { newsletter?: ReactNode }) {
  const nav = useMainNav();
  const { social } = useContactFacts();
  return (
    <Wrap>
      <Container>
        <Cols>
          <div>
            <h2>{BRAND.longName}</h2>
            <Tagline>{BRAND.tagline}</Tagline>
          </div>
          <LinkNav label="Quick links" title="Quick Links" items={nav} />
          <div>
            <LinkNav label="Legal" title="Legal" items={LEGAL_NAV} />
            {social.length > 0 ? (
              <nav aria-label="Social">
                <FollowTitle>Follow</FollowTitle>
                <ul>
                  {social.map((s) => (
                    <li key={s.label}>
                      <a href={s.href} target="_blank" rel="noopener noreferrer">
                        {s.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </div>
          <div>{newsletter}</div>
        </Cols>
        {/* The copy was rendered when the shell was built: in a new year it keeps last year's
            number until the next page, rather than the whole page being rendered again. */}
        <Bottom suppressHydrationWarning>
          © {new Date().getFullYear()} {BRAND.longName}. Education only, not financial advice.
        </Bottom>
      </Container>
    </Wrap>
  );
}
