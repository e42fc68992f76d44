import { TitledSection } from '@sqw/ui';
import type { ComponentType, ReactNode } from 'react';
import { CardList } from './CardList';

type Props = {
  titleId: string;
  title: string;
  intro: ReactNode;
  /** The narrowest a card may be. */
  min: string;
  items: readonly { id: string; name: string; description: string }[];
  /** The list item each offering is drawn in. */
  Item: ComponentType<{ children: ReactNode }>;
};

/** A titled list of what is offered, each a name and a line about it. */
export function Offerings({ titleId, title, intro, min, items, Item }: Props) {
  return (
    <TitledSection titleId={titleId} title={title} intro={intro} center>
      <CardList $min={min}>
        {items.map((o) => (
          <Item key={o.id}>
            <h3>{o.name}</h3>
            <p>{o.description}</p>
          </Item>
        ))}
      </CardList>
    </TitledSection>
  );
}
