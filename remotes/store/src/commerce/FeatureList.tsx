import styled from 'styled-components';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 16px 0 24px;
  li {
    position: relative;
    padding-left: 26px;
    margin-bottom: 8px;
    color: ${(p) => p.theme.color.text};
  }
  li::before {
    content: '✓';
    position: absolute;
    left: 0;
    color: ${(p) => p.theme.color.gold};
    font-weight: 700;
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
