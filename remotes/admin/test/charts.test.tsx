import { renderWithProviders } from '@sqw/platform/testing';
import { BarChart, LineChart } from '../src/panels/analytics/charts';

// The labels are 11px; a digit, '$' or ',' is at most about 0.6em wide in the UI fonts.
const LABEL_CHAR = 11 * 0.6;

const days = (values: number[]) => values.map((value, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}`, value }));
const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US')}`;

/** The y-axis labels (drawn right-aligned against the axis) with where they end. */
function yLabels(svg: SVGSVGElement) {
  return [...svg.querySelectorAll('text[text-anchor="end"]')].map((t) => ({ text: t.textContent!, x: Number(t.getAttribute('x')) }));
}

test.each([
  ['revenue in the tens of thousands', days([0, 1_200_000, 350_000]), '$20,000'],
  ['revenue in the millions', days([250_000_000, 0]), '$3,000,000'],
  ['a few dollars', days([0, 150]), '$2'],
])("the bar chart's y-axis labels fit inside it with %s", (_label, points, top) => {
  const { container } = renderWithProviders(<BarChart title="Revenue per day" color="green" format={dollars} floor={200} points={points} />);
  const labels = yLabels(container.querySelector('svg')!);
  expect(labels.map((l) => l.text)).toContain(top);
  // Each label is right-aligned at x: its left edge, x minus its width, must stay inside the chart.
  for (const l of labels) expect(l.x - l.text.length * LABEL_CHAR).toBeGreaterThanOrEqual(0);
  // The bars start right of the labels.
  const firstBar = Math.min(...[...container.querySelectorAll('rect')].map((r) => Number(r.getAttribute('x'))));
  expect(firstBar).toBeGreaterThan(Math.max(...labels.map((l) => l.x)));
});

test("the line chart's y-axis labels fit inside it too", () => {
  const { container } = renderWithProviders(
    <LineChart title="Page views" series={[{ name: 'Views', color: 'gold', points: days([0, 123_456]) }]} format={(n) => n.toLocaleString('en-US')} />,
  );
  for (const l of yLabels(container.querySelector('svg')!)) expect(l.x - l.text.length * LABEL_CHAR).toBeGreaterThanOrEqual(0);
});
