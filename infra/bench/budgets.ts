import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Budget = { id: string; applies: string; max?: number; min?: number; unit: string; what: string };

/** One line of the table. `key` and `measured` tie the row to a budget; measured null = could not be measured. */
export type Row = { metric: string; value: string; baseline: string; key?: string; measured?: number | null };

export type Verdict = 'met' | 'missed' | 'n/a';
export type CheckedRow = Row & { budget: string; verdict: Verdict | '' };

export function loadBudgets(file = join(import.meta.dirname, 'budgets.json')): Budget[] {
  const { budgets } = JSON.parse(readFileSync(file, 'utf8')) as { budgets: Budget[] };
  for (const b of budgets) if ((b.max === undefined) === (b.min === undefined)) throw new Error(`budget ${b.id} needs exactly one of max/min`);
  return budgets;
}

const matches = (pattern: string, key: string) => {
  const p = pattern.split('.');
  const k = key.split('.');
  return p.length === k.length && p.every((seg, i) => seg === '*' || seg === k[i]);
};

export const describeBudget = (b: Budget) => `${b.max !== undefined ? '≤' : '≥'} ${b.max ?? b.min} ${b.unit}`;

function verdict(b: Budget, measured: number | null | undefined): Verdict {
  if (measured === null || measured === undefined || !Number.isFinite(measured)) return 'n/a';
  return (b.max !== undefined ? measured <= b.max : measured >= b.min!) ? 'met' : 'missed';
}

/** Attaches each budget to its rows; a budget with no row at all is reported as not measured. */
export function checkBudgets(rows: Row[], budgets: Budget[]): { rows: CheckedRow[]; met: number; missed: number; unmeasured: string[] } {
  let met = 0;
  let missed = 0;
  const unmeasured: string[] = [];
  const used = new Set<string>();
  const checked = rows.map((row): CheckedRow => {
    const b = row.key ? budgets.find((x) => matches(x.applies, row.key!)) : undefined;
    if (!b) return { ...row, budget: '', verdict: '' };
    used.add(b.id);
    const v = verdict(b, row.measured);
    if (v === 'met') met++;
    else if (v === 'missed') missed++;
    else unmeasured.push(`${b.id} (${row.metric})`);
    return { ...row, budget: describeBudget(b), verdict: v };
  });
  for (const b of budgets) if (!used.has(b.id)) unmeasured.push(b.id);
  return { rows: checked, met, missed, unmeasured };
}
