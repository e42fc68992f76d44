import { CheckList } from '@sqw/ui';
import styled from 'styled-components';

const List = styled(CheckList)`
  margin: 16px 0 24px;
  li {
    margin-bottom: 8px;
    color: ${(p) => p.theme.color.text};
  }
`;

/** A product's or plan's feature bullets, as the service lists them. */
export function FeatureList({ features, label }: { features: string[]; label: string }) {
  return (
    <List aria-label={label}>
      {features.map((f) => (
        <li key={f}>{f}</li>
      ))}
    </List>
  );
}
