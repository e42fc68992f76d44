import { media } from '@sqw/contracts';
import { Badge, Button, Card, Price } from '@sqw/ui';
import styled from 'styled-components';

const Body = styled(Card)`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 4px;
  h3 {
    margin: 0;
    font-size: 1.35rem;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 12px 0 24px;
    flex: 1;
  }
  li {
    padding: 6px 0 6px 26px;
    position: relative;
    color: ${(p) => p.theme.color.muted};
  }
  li::before {
    content: '✓';
    position: absolute;
    left: 0;
    color: ${(p) => p.theme.color.gold};
    font-weight: 700;
  }
`;

const Popular = styled(Badge)`
  align-self: flex-start;
  margin-bottom: 8px;
`;

/** One package with its contents; 'Book a Shoot' sends the visitor to the contact section. */
export function PackageCard({ pkg, onBook }: { pkg: media.MediaPackage; onBook: () => void }) {
  const titleId = `package-${pkg.id}`;
  return (
    <Body $highlight={pkg.popular} aria-labelledby={titleId} data-testid="package">
      {pkg.popular ? <Popular>Most Popular</Popular> : null}
      <h3 id={titleId}>{pkg.name}</h3>
      <Price>{media.priceLabel(pkg)}</Price>
      <ul>
        {pkg.features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      {/* The package name describes the button, so the button's name stays the visible text. */}
      <Button type="button" $block $variant={pkg.popular ? 'gold' : 'outline'} aria-describedby={titleId} onClick={onBook}>
        Book a Shoot
      </Button>
    </Body>
  );
}
