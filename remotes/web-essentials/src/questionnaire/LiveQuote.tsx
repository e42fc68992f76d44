import { webEssentials as we } from '@sqw/contracts';
import { Card } from '@sqw/ui';
import { useWatch, type Control } from 'react-hook-form';
import styled from 'styled-components';
import { amount, perMonth } from '../prices';
import type { Answers } from './form';

const SELECTION = ['selection_type', 'package', 'bundle', 'add_ons', 'hosting', 'maintenance', 'bundle_hosting_maintenance'] as const;

const Box = styled(Card)`
  position: sticky;
  top: calc(${(p) => p.theme.headerHeight} + 16px);
  h3 {
    margin: 0 0 12px;
    font-size: 1.3rem;
    color: ${(p) => p.theme.color.goldLight};
  }
`;

const Lines = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 12px;
  font-size: 0.92rem;
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 4px 0;
    color: ${(p) => p.theme.color.muted};
  }
`;

const Totals = styled.dl`
  margin: 0;
  div {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 10px 0;
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    font-weight: 700;
    color: ${(p) => p.theme.color.gold};
    white-space: nowrap;
  }
`;

const Small = styled.p`
  margin: 12px 0 0;
  font-size: 0.85rem;
  color: ${(p) => p.theme.color.muted};
`;

/** The estimate for what is chosen right now, from the same quote() the service stores. */
export function LiveQuote({ control }: { control: Control<Answers> }) {
  const values = useWatch({ control, name: SELECTION });
  const q = we.quote(Object.fromEntries(SELECTION.map((name, i) => [name, values[i]])) as we.Selection);
  const monthly = q.monthly_total ? `${q.monthly_is_starting_price ? 'from ' : ''}${perMonth(q.monthly_total)}` : amount(0);
  const savings = [q.savings.one_time ? `${amount(q.savings.one_time)} on setup` : '', q.savings.monthly ? perMonth(q.savings.monthly) : '']
    .filter(Boolean)
    .join(' + ');
  return (
    <Box as="aside" aria-labelledby="quote-title" data-testid="live-quote">
      <h3 id="quote-title">Your Estimate</h3>
      {q.lines.length ? (
        <Lines aria-label="Chosen items">
          {q.lines.map((l) => (
            <li key={`${l.kind}-${l.id}-${l.cadence}`}>
              <span>{l.label}</span>
              <span>{l.cadence === 'monthly' ? perMonth(l.amount, l.starting_price) : amount(l.amount)}</span>
            </li>
          ))}
        </Lines>
      ) : (
        <Small>Choose a package or a bundle to see your estimate.</Small>
      )}
      <Totals aria-live="polite">
        <div>
          <dt>One-time build total</dt>
          <dd data-total="one-time">{we.formatUsd(q.one_time_total)}</dd>
        </div>
        <div>
          <dt>Deposit due (50%)</dt>
          <dd data-total="deposit">{we.formatUsd(q.deposit_due)}</dd>
        </div>
        <div>
          <dt>Monthly total</dt>
          <dd data-total="monthly">{monthly}</dd>
        </div>
        <div>
          <dt>Savings</dt>
          <dd data-total="savings">{savings || amount(0)}</dd>
        </div>
      </Totals>
      <Small>Monthly plans are billed after launch. Your final quote is confirmed by our team.</Small>
    </Box>
  );
}
