import type { hall } from '@sqw/contracts';
import { Badge, Button, Stack } from '@sqw/ui';
import styled, { useTheme } from 'styled-components';
import { avatarSrc, certificateUrl } from '../gallery-api';
import { tierColor, tierOf } from '../level-style';
import { shareLegend } from '../share';

const Card = styled.article<{ $color: string; $focus: boolean }>`
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => (p.$focus ? p.theme.color.goldLight : p.theme.color.border)};
  border-top: 4px solid ${(p) => p.$color};
  border-radius: ${(p) => p.theme.radius.md};
  padding: 22px;
  display: flex;
  flex-direction: column;
  gap: 10px;
  box-shadow: ${(p) => (p.$focus ? p.theme.shadow.gold : p.theme.shadow.card)};
  h3 {
    margin: 0;
    font-size: 1.25rem;
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 4px 12px;
    font-size: 0.92rem;
  }
  dt {
    color: ${(p) => p.theme.color.muted};
  }
  dd {
    margin: 0;
  }
  blockquote {
    margin: 4px 0;
    font-style: italic;
    color: ${(p) => p.theme.color.muted};
    border-left: 2px solid ${(p) => p.$color};
    padding-left: 10px;
  }
`;

const Top = styled.div`
  display: flex;
  gap: 14px;
  align-items: center;
`;

const Avatar = styled.div<{ $color: string }>`
  width: 64px;
  height: 64px;
  flex: none;
  border-radius: 50%;
  border: 2px solid ${(p) => p.$color};
  display: grid;
  place-items: center;
  overflow: hidden;
  background: ${(p) => p.theme.color.surfaceRaised};
  font: 700 1.3rem ${(p) => p.theme.font.heading};
  color: ${(p) => p.$color};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Username = styled.div`
  color: ${(p) => p.theme.color.muted};
`;

const Actions = styled.div`
  display: flex;
  gap: 10px;
  margin-top: auto;
  padding-top: 8px;
  flex-wrap: wrap;
`;

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

export function LegendCard({ legend, focused = false }: { legend: hall.Legend; focused?: boolean }) {
  const theme = useTheme();
  const tier = tierOf(legend.level);
  const color = tierColor(tier, theme);
  const src = avatarSrc(legend);
  return (
    <Card $color={color} $focus={focused} id={`legend-${legend.id}`} data-testid="legend-card" data-tier={tier} data-highlighted={focused || undefined}>
      <Top>
        <Avatar $color={color}>
          {src ? <img src={src} alt={`Photo of ${legend.name}`} loading="lazy" /> : <span aria-hidden="true">{initials(legend.name)}</span>}
        </Avatar>
        <div>
          <h3>{legend.name}</h3>
          {legend.username ? <Username>@{legend.username}</Username> : null}
          <Badge $tone={tier === 'crown' ? 'gold' : tier}>
            {tier === 'crown' ? '♛ ' : ''}Level {legend.level}
          </Badge>
        </div>
      </Top>
      <dl>
        <dt>Title</dt>
        <dd>{legend.title}</dd>
        <dt>Challenge</dt>
        <dd>{legend.challenge}</dd>
        <dt>Passive income</dt>
        <dd>{legend.passive_income}</dd>
      </dl>
      {legend.quote ? <blockquote>“{legend.quote}”</blockquote> : null}
      {legend.badges.length ? (
        <Stack $row $wrap $gap="6px">
          {legend.badges.map((b) => (
            <Badge key={b} $tone="muted">
              {b}
            </Badge>
          ))}
        </Stack>
      ) : null}
      <Actions>
        <Button as="a" href={certificateUrl(legend.id)} download $size="sm" $variant="outline">
          Certificate
        </Button>
        <Button type="button" $size="sm" $variant="ghost" onClick={() => void shareLegend(legend)} aria-label={`Share ${legend.name}`}>
          Share
        </Button>
      </Actions>
    </Card>
  );
}
