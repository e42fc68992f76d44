import * as media from '@sqw/contracts/media-copy';
import { Badge, Button, Card, CheckList, Price } from '@sqw/ui';
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
`;

const Features = styled(CheckList)`
  margin: 12px 0 24px;
  flex: 1;
  li {
    padding-top: 6px;
    padding-bottom: 6px;
    color: ${(p) => p.theme.color.muted};
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
      <Features>
        {pkg.features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </Features>
      {/* The package name describes the button, so the button's name stays the visible text. */}
      <Button type="button" $block $variant={pkg.popular ? 'gold' : 'outline'} aria-describedby={titleId} onClick={onBook}>
        Book a Shoot
      </Button>
    </Body>
  );
}
