import type { CheckedRow } from './budgets';

const HEAD = ['metric', 'value', 'baseline (same run)', 'budget', 'pass/fail'] as const;

const cells = (r: CheckedRow) => [
  r.metric,
  r.value,
  r.baseline,
  r.budget || '—',
  r.verdict === 'met' ? 'pass' : r.verdict === 'missed' ? 'FAIL' : r.verdict || '—',
];

/** A plain-text table that reads well in a terminal and pastes into a README as-is. */
export function formatTable(rows: CheckedRow[]): string {
  const all = [HEAD as readonly string[], ...rows.map(cells)];
  const widths = HEAD.map((_, i) => Math.max(...all.map((r) => r[i]!.length)));
  const line = (r: readonly string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [line(HEAD), rule, ...all.slice(1).map(line)].join('\n');
}
