import { media } from '@sqw/ui';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from '@sqw/router';
import { AccountLinks } from './AccountLinks';
import styled from 'styled-components';
import { BRAND } from '../brand';
import { MAIN_NAV } from './nav';
import { useScrolled } from './useScrolled';

const Bar = styled.header<{ $solid: boolean }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 900;
  height: ${(p) => p.theme.headerHeight};
  display: flex;
  align-items: center;
  transition: background 0.3s, backdrop-filter 0.3s, border-color 0.3s;
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
  a { color: ${(p) => p.theme.color.text}; text-decoration: none; font-size: 0.95rem; }
  a.active, a:hover { color: ${(p) => p.theme.color.goldLight}; }
  ${media.md} { display: none; }
`;

const Desktop = styled.div`
  ${media.md} { display: none; }
`;

const MenuButton = styled.button`
  display: none;
  background: none;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.sm};
  color: ${(p) => p.theme.color.text};
  padding: 8px 12px;
  font-size: 1.2rem;
  cursor: pointer;
  ${media.md} { display: inline-block; }
`;

const Drawer = styled.nav`
  position: fixed;
  top: ${(p) => p.theme.headerHeight};
  inset-inline: 0;
  background: rgba(10, 10, 11, 0.97);
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  padding: 16px 24px 24px;
  display: flex;
  flex-direction: column;
  gap: 4px;
  a { color: ${(p) => p.theme.color.text}; text-decoration: none; padding: 12px 0; border-bottom: 1px solid ${(p) => p.theme.color.border}; }
  a.active { color: ${(p) => p.theme.color.goldLight}; }
`;

export function Header() {
  const solid = useScrolled(50);
  const [open, setOpen] = useState(false);
  const location = useLocation();

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
          {MAIN_NAV.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === '/'}>
              {item.label}
            </NavLink>
          ))}
        </Links>
        <Desktop>
          <AccountLinks />
        </Desktop>
        <MenuButton type="button" aria-expanded={open} aria-controls="mobile-menu" aria-label={open ? 'Close menu' : 'Open menu'} onClick={() => setOpen(!open)}>
          {open ? '✕' : '☰'}
        </MenuButton>
      </Inner>
      {open ? (
        <Drawer id="mobile-menu" aria-label="Mobile">
          {MAIN_NAV.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === '/'}>
              {item.label}
            </NavLink>
          ))}
          <div style={{ marginTop: 16 }}>
            <AccountLinks block />
          </div>
        </Drawer>
      ) : null}
    </Bar>
  );
}
