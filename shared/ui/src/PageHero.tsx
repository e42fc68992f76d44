import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Container, Stack } from './layout';
import { OpeningEnd } from './opening-end';
import { media } from './theme';
import { Eyebrow, Lead, Title } from './typography';
import { useDocumentTitle } from './use-document-title';

/** How much room the opening takes: an inner page, an area's landing page, or the site's front page. */
export type PageHeroSize = 'page' | 'feature' | 'home';

const SIZES = {
  page: css`
    padding: 88px 0 56px;
    ${Lead} {
      margin: 0 auto 24px;
    }
    ${media.sm} {
      padding: 56px 0 36px;
    }
  `,
  feature: css`
    padding: 96px 0 72px;
    ${Lead} {
      margin: 0 auto 28px;
    }
  `,
  home: css`
    padding: 120px 0 100px;
    ${Lead} {
      margin: 0 auto 36px;
      font-size: 1.35rem;
    }
    ${media.sm} {
      padding: 72px 0 64px;
      ${Lead} {
        font-size: 1.1rem;
      }
    }
  `,
} satisfies Record<PageHeroSize, unknown>;

const Wrap = styled.section<{ $size: PageHeroSize }>`
  text-align: center;
  background: radial-gradient(ellipse at top, rgba(212, 175, 55, 0.16), transparent 60%);
  ${(p) => SIZES[p.$size]}
`;

type PageHeroProps = {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** The calls to action, in a centred row under the lead. */
  actions?: ReactNode;
  /** Given, the title gets this id and names the section (aria-labelledby). */
  titleId?: string;
  size?: PageHeroSize;
  /** The browser tab's name: `<title> | SQW` unless given; null where the page names its tab itself. */
  documentTitle?: string | null;
  /** Anything more, after the actions (counters, badges, the page's own buttons). */
  children?: ReactNode;
};

/**
 * The opening of a page: eyebrow, title, lead and optional actions, then its end (OpeningEnd).
 * It also names the browser tab.
 */
export function PageHero({ eyebrow, title, lead, actions, titleId, size = 'page', documentTitle, children }: PageHeroProps) {
  useDocumentTitle(documentTitle === undefined ? `${title} | SQW` : documentTitle);
  return (
    <Wrap $size={size} aria-labelledby={titleId}>
      <Container>
        <Eyebrow>{eyebrow}</Eyebrow>
        <Title id={titleId}>{title}</Title>
        <Lead>{lead}</Lead>
        {actions ? (
          <Stack $row $wrap $center $gap="12px">
            {actions}
          </Stack>
        ) : null}
        {children}
      </Container>
      <OpeningEnd />
    </Wrap>
  );
}
