import { media } from '@sqw/ui';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from '@sqw/router';
import { AccountLinks } from './AccountLinks';
import styled from 'styled-components';
import { BRAND } from '../brand';
import { currentOnlyAt } from './nav';
import { useMainNav } from './use-main-nav';
import { useScrolled } from './use-scrolled';

const Bar = styled.header<{ $solid: boolean }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 900;
  height: ${(p) => p.theme.headerHeight};
  display: flex;
  align-items: center;
  transition:
    background 0.3s,
    backdrop-filter 0.3s,
    border-color 0.3s;
  background: ${(p) => (p.$solid ? 'rgba(10, 10, 11, 0.88)' : 'transparent')};
  backdrop-filter: ${(p) => (p.$solid ? 'blur(12px)' : 'none')};
  border-bottom: 1px solid ${(p) => (p.$solid ? p.theme.color.border : 'transparent')};
`;

const Inner = styled.div`
  width: 100%;
  max-width: 1280px;
  margin: 0 auto;
  padding: 0 24px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
`;

const Logo = styled(Link)`
  font-family: ${(p) => p.theme.font.heading};
  font-size: 1.6rem;
  letter-spacing: 0.18em;
  color: ${(p) => p.theme.color.gold};
  text-decoration: none;
`;

const Links = styled.nav`
  display: flex;
  gap: 22px;
  a {
    color: ${(p) => p.theme.color.text};
    text-decoration: none;
    font-size: 0.95rem;
  }
  a.active,
  a:hover {
    color: ${(p) => p.theme.color.goldLight};
  }
  ${media.md} {
    display: none;
  }
`;

const Desktop = styled.div`
  ${media.md} {
    display: none;
  }
`;

const MenuButton = styled.button`
  display: none;
  background: none;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.sm};
  color: ${(p) => p.theme.color.text};
  width: 44px;
  height: 42px;
  padding: 0;
  cursor: pointer;
  ${media.md} {
    display: inline-flex;
    align-items: center;
    justify-content: center;
  }
`;

// Drawn, not a glyph: neither the bars nor the cross is in the site's fonts, and finding a
// system font that has them costs the first layout a fallback search on every page.
const MenuIcon = ({ open }: { open: boolean }) => (
  <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
    <path d={open ? 'M3 3l12 12M15 3L3 15' : 'M1 4h16M1 9h16M1 14h16'} stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
  </svg>
);

// Opaque, on the page's own background and above everything the page draws: the menu must
// read the same over a photo, a gold band or a dialog's backdrop. It scrolls on its own when
// a short screen cannot hold every link.
const Drawer = styled.nav`
  position: fixed;
  top: ${(p) => p.theme.headerHeight};
  inset-inline: 0;
  z-index: 1;
  max-height: calc(100dvh - ${(p) => p.theme.headerHeight});
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${(p) => p.theme.color.bg};
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  box-shadow: ${(p) => p.theme.shadow.card};
  padding: 16px 24px 24px;
  display: flex;
  flex-direction: column;
  gap: 4px;
  > a {
    color: ${(p) => p.theme.color.text};
    text-decoration: none;
    padding: 12px 0;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
  }
  > a.active {
    color: ${(p) => p.theme.color.goldLight};
  }
`;

const DrawerAccount = styled.div`
  margin-top: 16px;
`;

export function Header() {
  const solid = useScrolled(50);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const nav = useMainNav();

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <Bar $solid={solid || open} data-solid={solid || open}>
      <Inner>
        <Logo to="/" aria-label={`${BRAND.name} home`}>
          {BRAND.name}
        </Logo>
        <Links aria-label="Main">
          {nav.map((item) => (
            <NavLink key={item.to} to={item.to} end={currentOnlyAt(item.to)}>
              {item.label}
            </NavLink>
          ))}
        </Links>
        <Desktop>
          <AccountLinks />
        </Desktop>
        <MenuButton
          type="button"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen(!open)}
        >
          <MenuIcon open={open} />
        </MenuButton>
      </Inner>
      {open ? (
        <Drawer id="mobile-menu" aria-label="Mobile">
          {nav.map((item) => (
            <NavLink key={item.to} to={item.to} end={currentOnlyAt(item.to)}>
              {item.label}
            </NavLink>
          ))}
          <DrawerAccount>
            <AccountLinks block />
          </DrawerAccount>
        </Drawer>
      ) : null}
    </Bar>
  );
}
