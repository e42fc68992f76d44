import { Button, Card } from '@sqw/ui';
import { Link } from '@sqw/router';
import styled from 'styled-components';
import { SpacedGridList } from './page-parts';

export type LinkCard = { to: string; title: string; text: string; action?: string };

/** As much space below the cards as above them. */
const List = styled(SpacedGridList)`
  margin: 32px 0;
`;

const Item = styled(Card)`
  height: 100%;
  display: flex;
  flex-direction: column;
  h3 {
    margin-top: 0;
    color: ${(p) => p.theme.color.gold};
  }
  p {
    color: ${(p) => p.theme.color.muted};
    flex: 1;
  }
  a {
    align-self: flex-start;
  }
`;

/** A grid of destinations, each a card with a short text and a link. */
export function LinkCards({ items, label }: { items: LinkCard[]; label: string }) {
  return (
    <List as="ul" $min="260px" aria-label={label}>
      {items.map((i) => (
        <li key={i.to}>
          <Item>
            <h3>{i.title}</h3>
            <p>{i.text}</p>
            <Button as={Link} to={i.to} $variant="outline" $size="sm" aria-label={`${i.action ?? 'Explore'}: ${i.title}`}>
              {i.action ?? 'Explore'}
            </Button>
          </Item>
        </li>
      ))}
    </List>
  );
}
