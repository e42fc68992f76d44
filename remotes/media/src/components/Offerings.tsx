import { TitledSection } from '@sqw/ui';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { CardList } from './CardList';

/** `ruled`: a plain card under a gold rule (the listing services); `glow`: a card lit gold from its corner (the creative work). */
type Look = 'ruled' | 'glow';

const looks = {
  ruled: css`
    padding: 24px;
    border-top: 3px solid ${(p) => p.theme.color.gold};
    background: ${(p) => p.theme.color.surface};
    h3 {
      margin: 0 0 8px;
      font-size: 1.2rem;
    }
  `,
  glow: css`
    padding: 28px 24px;
    background: linear-gradient(160deg, rgba(212, 175, 55, 0.1), ${(p) => p.theme.color.surfaceRaised} 55%);
    h3 {
      margin: 0 0 10px;
      font-size: 1.3rem;
      color: ${(p) => p.theme.color.goldLight};
    }
  `,
};

const Offering = styled.li<{ $look: Look }>`
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  p {
    margin: 0;
    color: ${(p) => p.theme.color.muted};
  }
  ${(p) => looks[p.$look]}
`;

type Props = {
  titleId: string;
  title: string;
  intro: ReactNode;
  /** The narrowest a card may be. */
  min: string;
  items: readonly { id: string; name: string; description: string }[];
  look: Look;
};

/** A titled list of what is offered, each a name and a line about it. */
export function Offerings({ titleId, title, intro, min, items, look }: Props) {
  return (
    <TitledSection titleId={titleId} title={title} intro={intro} center>
      <CardList $min={min}>
        {items.map((o) => (
          <Offering key={o.id} $look={look}>
            <h3>{o.name}</h3>
            <p>{o.description}</p>
          </Offering>
        ))}
      </CardList>
    </TitledSection>
  );
}
