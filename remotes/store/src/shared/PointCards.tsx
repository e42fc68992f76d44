import { Card, Grid } from '@sqw/ui';
import styled from 'styled-components';

const Cards = styled(Grid)`
  align-items: stretch;
`;

const Point = styled(Card)`
  h3 {
    margin: 0 0 8px;
    color: ${(p) => p.theme.color.gold};
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.muted};
  }
`;

export type Point = { title: string; text: string };

/** A row of equal cards, each a gold title over a short text: what members get, why coach with us. */
export function PointCards({ points }: { points: readonly Point[] }) {
  return (
    <Cards $fit $min="240px">
      {points.map((p) => (
        <Point key={p.title}>
          <h3>{p.title}</h3>
          <p>{p.text}</p>
        </Point>
      ))}
    </Cards>
  );
}
