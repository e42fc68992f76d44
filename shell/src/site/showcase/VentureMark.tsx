import type { site } from '@sqw/contracts';
import { serviceHref } from '@sqw/platform';
import { useEffect, useState } from 'react';
import styled from 'styled-components';

const Mark = styled.span`
  /* A fixed size whether it holds a picture or initials, so a picture arriving moves nothing. */
  display: grid;
  place-items: center;
  flex: none;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 1px solid ${(p) => p.theme.color.gold};
  color: ${(p) => p.theme.color.gold};
  font-family: ${(p) => p.theme.font.heading};
  font-size: 1.1rem;
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** The picture the admin uploaded (served by the site service), else the logo address they typed. */
export const venturePicture = (venture: site.Venture): string | null => (venture.image ? serviceHref('site', venture.image) : venture.logo);

/** The venture's picture, or its initials when it has none or the picture cannot be loaded. */
export function VentureMark({ venture }: { venture: site.Venture }) {
  const src = venturePicture(venture);
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  if (!src || failed) return <Mark aria-hidden="true">{initials(venture.name)}</Mark>;
  return (
    <Mark>
      <img src={src} alt={`${venture.name} logo`} width={48} height={48} loading="lazy" decoding="async" onError={() => setFailed(true)} />
    </Mark>
  );
}
