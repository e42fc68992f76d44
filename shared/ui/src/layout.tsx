import styled from 'styled-components';
import { offscreenSkipped } from './offscreen';
import { media } from './theme';

export const Container = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  max-width: ${(p) => (p.$narrow ? '760px' : '1200px')};
  margin: 0 auto;
  padding: 0 24px;
  ${media.sm} {
    padding: 0 16px;
  }
`;

export const Section = styled.section<{ $tone?: 'plain' | 'raised' }>`
  ${offscreenSkipped}
  padding: 80px 0;
  background: ${(p) => (p.$tone === 'raised' ? p.theme.color.surface : 'transparent')};
  ${media.sm} {
    padding: 56px 0;
  }
`;

/** Cards in columns of at least `$min`; with `$fit` a short row spreads out instead of leaving empty columns. */
export const Grid = styled.div<{ $min?: string; $gap?: string; $fit?: boolean }>`
  display: grid;
  grid-template-columns: repeat(${(p) => (p.$fit ? 'auto-fit' : 'auto-fill')}, minmax(min(100%, ${(p) => p.$min ?? '260px'}), 1fr));
  gap: ${(p) => p.$gap ?? '24px'};
  ${(p) => (p.$fit ? 'align-items: start;' : '')}
`;

export const Stack = styled.div<{ $gap?: string; $row?: boolean; $wrap?: boolean; $center?: boolean }>`
  display: flex;
  flex-direction: ${(p) => (p.$row ? 'row' : 'column')};
  flex-wrap: ${(p) => (p.$wrap ? 'wrap' : 'nowrap')};
  gap: ${(p) => p.$gap ?? '16px'};
  ${(p) => (p.$center ? 'align-items: center; justify-content: center;' : '')}
`;

export const Card = styled.article<{ $highlight?: boolean }>`
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => (p.$highlight ? p.theme.color.gold : p.theme.color.border)};
  border-radius: ${(p) => p.theme.radius.md};
  padding: 24px;
  box-shadow: ${(p) => (p.$highlight ? p.theme.shadow.gold : p.theme.shadow.card)};
`;
