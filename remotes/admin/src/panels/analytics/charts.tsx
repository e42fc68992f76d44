import styled from 'styled-components';
import { shortDay } from '../../lib/format';

export type Point = { date: string; value: number };
export type Series = { name: string; color: string; points: Point[] };

const W = 600;
const H = 180;
const PAD = { top: 12, right: 8, bottom: 24, left: 40 };
const FRACTIONS = [0, 0.5, 1];
// The labels are 11px; a digit, '$' or ',' is at most about 0.6em wide in the UI fonts.
const LABEL_CHAR = 11 * 0.6;

/** The plot's left edge: room for the longest y-axis label ('$12,000' needs more than '8'), so none is cut off. */
const plotLeft = (max: number, format: (n: number) => string) =>
  Math.max(PAD.left, Math.ceil(Math.max(...FRACTIONS.map((f) => format(max * f).length)) * LABEL_CHAR) + 12);

const Svg = styled.svg`
  width: 100%;
  height: auto;
  display: block;
  text {
    fill: ${(p) => p.theme.color.muted};
    font-size: 11px;
  }
  line.grid {
    stroke: ${(p) => p.theme.color.border};
  }
`;

/**
 * A round maximum for the axis so the top and middle labels are readable numbers; `floor`
 * keeps a quiet period from drawing an axis of fractions (counts: 2, cents: 200).
 */
export function niceMax(max: number, floor = 2): number {
  if (max <= floor) return floor;
  const step = 10 ** Math.floor(Math.log10(max));
  const top = Math.ceil(max / step) * step;
  return top % 2 === 0 || step === 1 ? top + (top % 2) : top;
}

const xLabels = (points: Point[]) => {
  const every = Math.max(1, Math.ceil(points.length / 6));
  return points.map((p, i) => ({ i, label: i % every === 0 ? shortDay(p.date) : null }));
};

function Axes({ max, points, format, step, left }: { max: number; points: Point[]; format: (n: number) => string; step: number; left: number }) {
  return (
    <>
      {FRACTIONS.map((f) => {
        const y = PAD.top + (1 - f) * (H - PAD.top - PAD.bottom);
        return (
          <g key={f}>
            <line className="grid" x1={left} x2={W - PAD.right} y1={y} y2={y} />
            <text x={left - 6} y={y + 4} textAnchor="end">
              {format(max * f)}
            </text>
          </g>
        );
      })}
      {xLabels(points).map(({ i, label }) =>
        label ? (
          <text key={i} x={left + step * (i + 0.5)} y={H - 6} textAnchor="middle">
            {label}
          </text>
        ) : null,
      )}
    </>
  );
}

const describe = (title: string, points: Point[], format: (n: number) => string) => {
  const total = points.reduce((s, p) => s + p.value, 0);
  const peak = points.reduce<Point | null>((best, p) => (!best || p.value > best.value ? p : best), null);
  return `${title}: ${format(total)} over ${points.length} days${peak && peak.value > 0 ? `, highest ${format(peak.value)} on ${shortDay(peak.date)}` : ''}.`;
};

/** Daily bars, without a chart library. */
export function BarChart({
  title,
  points,
  color,
  format = String,
  floor,
}: {
  title: string;
  points: Point[];
  color: string;
  format?: (n: number) => string;
  floor?: number;
}) {
  const max = niceMax(Math.max(0, ...points.map((p) => p.value)), floor);
  const left = plotLeft(max, format);
  const step = (W - left - PAD.right) / Math.max(1, points.length);
  const plotH = H - PAD.top - PAD.bottom;
  return (
    <Svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={describe(title, points, format)}>
      <Axes max={max} points={points} format={format} step={step} left={left} />
      {points.map((p, i) => {
        const h = (p.value / max) * plotH;
        return (
          <rect key={p.date} x={left + step * i + step * 0.15} width={step * 0.7} y={PAD.top + plotH - h} height={h} fill={color} rx={2}>
            <title>{`${shortDay(p.date)}: ${format(p.value)}`}</title>
          </rect>
        );
      })}
    </Svg>
  );
}

/** One or more daily lines on shared axes. */
export function LineChart({ title, series, format = String }: { title: string; series: Series[]; format?: (n: number) => string }) {
  const points = series[0]?.points ?? [];
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.points.map((p) => p.value))));
  const left = plotLeft(max, format);
  const step = (W - left - PAD.right) / Math.max(1, points.length);
  const plotH = H - PAD.top - PAD.bottom;
  const xy = (p: Point, i: number) => `${left + step * (i + 0.5)},${PAD.top + plotH - (p.value / max) * plotH}`;
  return (
    <Svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={series.map((s) => describe(`${title}, ${s.name}`, s.points, format)).join(' ')}>
      <Axes max={max} points={points} format={format} step={step} left={left} />
      {series.map((s) => (
        <polyline key={s.name} points={s.points.map(xy).join(' ')} fill="none" stroke={s.color} strokeWidth={2.5} strokeLinejoin="round" />
      ))}
    </Svg>
  );
}
