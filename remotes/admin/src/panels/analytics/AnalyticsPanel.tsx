import { admin } from '@sqw/contracts';
import { call, useResource } from '@sqw/platform';
import { Card, theme } from '@sqw/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { Loadable } from '../../components/Loadable';
import { FilterSelect, Toolbar } from '../../components/Toolbar';
import { Unavailable } from '../../components/Unavailable';
import { formatCents, formatPercent } from '../../lib/format';
import { BarChart, LineChart } from './charts';

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 190px), 1fr));
  gap: 12px;
  margin-bottom: 20px;
`;
const Tile = styled(Card)`
  padding: 16px;
  dt {
    color: ${(p) => p.theme.color.muted};
    font-size: 0.85rem;
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.7rem;
    font-family: ${(p) => p.theme.font.heading};
    color: ${(p) => p.theme.color.goldLight};
  }
`;
/** A tile's second line: a description of the same term, so a `dd` (a list group holds only terms and descriptions). */
const Note = styled.dd`
  && {
    margin: 2px 0 0;
    font-size: 0.85rem;
    font-family: inherit;
    color: ${(p) => p.theme.color.muted};
  }
`;
const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 420px), 1fr));
  gap: 16px;
  h3 {
    margin: 0 0 8px;
    font-size: 1rem;
  }
`;
const Legend = styled.p`
  font-size: 0.85rem;
  margin: 6px 0 0;
  span {
    margin-right: 14px;
  }
  i {
    display: inline-block;
    width: 10px;
    height: 10px;
    border-radius: 2px;
    margin-right: 6px;
  }
`;
const Swatch = styled.i<{ $color: 'gold' | 'blue' }>`
  background: ${(p) => p.theme.color[p.$color]};
`;

const PERIODS = [7, 30, 90].map((n) => ({ value: String(n), label: `Last ${n} days` }));

const fetchAnalytics = (days: number, signal: AbortSignal) => call(admin.endpoints.analytics, { query: { days }, signal });
const dollars = (cents: number) => formatCents(cents).replace(/\.00$/, '');

/** The figures at the top: a term, its value and an optional second line. */
const tilesOf = (a: admin.Analytics, days: number): [string, string | number, string?][] => [
  ['Total users', a.users.total, `${a.users.active} active`],
  ['Web Essentials submissions', a.web_essentials.total],
  ['Contact forms', a.contact_forms.total],
  ['Support tickets', a.tickets.total, `${a.tickets.open} open`],
  [`Page views (${days} days)`, a.page_views.total, `${a.page_views.visitors} visitors`],
  ['Conversion rate', formatPercent(a.conversion_rate * 100), 'sign-ups per visitor'],
  [`Revenue (${days} days)`, dollars(a.revenue.total_cents), 'paid orders'],
];

/** Analytics from real data, aggregated by the admin service; a missing source is named, not zeroed silently. */
export function AnalyticsPanel() {
  const [days, setDays] = useState(30);
  const data = useResource((signal) => fetchAnalytics(days, signal), [days]);
  return (
    <>
      <Toolbar>
        <FilterSelect id="analytics-days" label="Period" value={String(days)} onChange={(v) => setDays(Number(v))} options={PERIODS} />
      </Toolbar>
      <Loadable resource={data} what="analytics">
        {(a) => (
          <>
            <Unavailable services={a.unavailable} />
            <Tiles as="dl">
              {tilesOf(a, days).map(([term, value, note]) => (
                <Tile as="div" key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                  {note ? <Note>{note}</Note> : null}
                </Tile>
              ))}
            </Tiles>
            <Charts>
              <Card>
                <h3>New sign-ups per day</h3>
                <BarChart
                  title="New sign-ups per day"
                  color={theme.color.gold}
                  points={a.users.signups_by_day.map((d) => ({ date: d.date, value: d.count }))}
                />
              </Card>
              <Card>
                <h3>Page views per day</h3>
                <LineChart
                  title="Page views per day"
                  series={[
                    { name: 'views', color: theme.color.gold, points: a.page_views.by_day.map((d) => ({ date: d.date, value: d.views })) },
                    { name: 'visitors', color: theme.color.blue, points: a.page_views.by_day.map((d) => ({ date: d.date, value: d.visitors })) },
                  ]}
                />
                <Legend aria-hidden="true">
                  <span>
                    <Swatch $color="gold" />
                    Views
                  </span>
                  <span>
                    <Swatch $color="blue" />
                    Visitors
                  </span>
                </Legend>
              </Card>
              <Card>
                <h3>Revenue per day</h3>
                <BarChart
                  title="Revenue per day"
                  color={theme.color.green}
                  format={(c) => dollars(c)}
                  floor={200}
                  points={a.revenue.by_day.map((d) => ({ date: d.date, value: d.cents }))}
                />
              </Card>
            </Charts>
          </>
        )}
      </Loadable>
    </>
  );
}
