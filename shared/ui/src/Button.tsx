import styled, { css } from 'styled-components';

type Variant = 'gold' | 'outline' | 'ghost' | 'danger';
type Props = { $variant?: Variant; $size?: 'sm' | 'md' | 'lg'; $block?: boolean };

const variants = {
  gold: css`
    background: linear-gradient(135deg, ${(p) => p.theme.color.goldLight}, ${(p) => p.theme.color.gold} 55%, ${(p) => p.theme.color.goldDark});
    color: #141006;
    border-color: transparent;
    &:hover:not(:disabled) {
      filter: brightness(1.08);
    }
  `,
  outline: css`
    background: transparent;
    color: ${(p) => p.theme.color.goldLight};
    border-color: ${(p) => p.theme.color.gold};
    &:hover:not(:disabled) {
      background: rgba(212, 175, 55, 0.12);
    }
  `,
  ghost: css`
    background: transparent;
    color: ${(p) => p.theme.color.text};
    border-color: transparent;
    &:hover:not(:disabled) {
      color: ${(p) => p.theme.color.goldLight};
    }
  `,
  danger: css`
    background: transparent;
    color: ${(p) => p.theme.color.danger};
    border-color: ${(p) => p.theme.color.danger};
  `,
};

const sizes = { sm: '8px 14px', md: '12px 22px', lg: '16px 30px' };

/** Buttons and button-looking links share one style (use `as={Link}` or `as="a"`). */
export const Button = styled.button<Props>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  padding: ${(p) => sizes[p.$size ?? 'md']};
  width: ${(p) => (p.$block ? '100%' : 'auto')};
  border: 1px solid;
  border-radius: ${(p) => p.theme.radius.pill};
  font: 600 ${(p) => (p.$size === 'sm' ? '0.85rem' : '1rem')} ${(p) => p.theme.font.body};
  letter-spacing: 0.02em;
  text-decoration: none;
  cursor: pointer;
  transition:
    filter 0.2s,
    background 0.2s,
    color 0.2s;
  ${(p) => variants[p.$variant ?? 'gold']}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
