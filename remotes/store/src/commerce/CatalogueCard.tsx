import type { store } from '@sqw/contracts';
import { Button, Card, Muted } from '@sqw/ui';
import { Link } from '@sqw/router';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { imageSrc } from './catalogue-api';

const Item = styled(Card)<{ $locked: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  padding: 0;
  overflow: hidden;
  h3 {
    margin: 0 0 6px;
    font-size: 1.2rem;
  }
  > div:last-child {
    padding: 20px;
    display: flex;
    flex-direction: column;
    flex: 1;
  }
  > div:last-child > :last-child {
    margin-top: auto;
  }
  ${(p) => (p.$locked ? 'img, [data-art] { opacity: 0.35; filter: grayscale(0.6); }' : '')}
`;

const Art = styled.div`
  aspect-ratio: 16 / 9;
  display: flex;
  align-items: center;
  justify-content: center;
  background: linear-gradient(135deg, #221c0c, #0f0f11 55%, #2b2410);
  color: ${(p) => p.theme.color.gold};
  font-family: ${(p) => p.theme.font.heading};
  font-size: 2.6rem;
  letter-spacing: 0.08em;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Overlay = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  aspect-ratio: 16 / 9;
  display: flex;
  align-items: center;
  justify-content: center;
  span {
    padding: 8px 16px;
    border-radius: 999px;
    border: 1px solid ${(p) => p.theme.color.gold};
    background: rgba(10, 10, 11, 0.8);
    color: ${(p) => p.theme.color.goldLight};
    font-weight: 600;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    font-size: 0.8rem;
  }
`;

const PriceLine = styled.p`
  font-family: ${(p) => p.theme.font.heading};
  color: ${(p) => p.theme.color.gold};
  font-size: 1.6rem;
  margin: 12px 0 16px;
`;

/** Initials stand in for a missing cover image, so the grid never shows a broken picture. */
const initials = (title: string) =>
  title
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/** The product's picture in a fixed 16:9 frame (nothing moves when it arrives), else its initials. */
function CardArt({ item }: { item: store.CatalogueItem }) {
  const src = imageSrc(item.image);
  // A picture that cannot be loaded (removed meanwhile, offline) falls back to the initials.
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  if (!src || failed) {
    return (
      <Art data-art aria-hidden>
        {initials(item.title)}
      </Art>
    );
  }
  return (
    <Art data-art>
      <img src={src} alt={`${item.title} cover`} loading="lazy" decoding="async" onError={() => setFailed(true)} />
    </Art>
  );
}

/**
 * One featured digital product; a non-previewable one is dimmed behind a 'Members Only' overlay.
 * A visitor is invited to register to buy it. These items are not in the store's order flow, so
 * a member, who already has the account, asks for one through the contact page.
 */
export function CatalogueCard({ item, member = false }: { item: store.CatalogueItem; member?: boolean }) {
  const locked = !item.preview;
  return (
    <Item $locked={locked} aria-labelledby={`item-${item.id}`} data-testid="catalogue-card" data-preview={item.preview}>
      <CardArt item={item} />
      {locked ? (
        <Overlay>
          <span>Members Only</span>
        </Overlay>
      ) : null}
      <div>
        <h3 id={`item-${item.id}`}>{item.title}</h3>
        <Muted>{item.description}</Muted>
        <PriceLine>${item.price.toFixed(2)}</PriceLine>
        {member ? (
          <Button as={Link} to="/contact" $block $variant="outline" aria-label={`Ask to buy ${item.title}`}>
            Ask to Buy
          </Button>
        ) : (
          <Button as={Link} to="/register" $block aria-label={`Register to Buy ${item.title}`}>
            Register to Buy
          </Button>
        )}
      </div>
    </Item>
  );
}
