import styled from 'styled-components';

export type Step = 'review' | 'payment' | 'submitted';

const STEPS: { id: Step; label: string }[] = [
  { id: 'review', label: 'Review' },
  { id: 'payment', label: 'Payment' },
  { id: 'submitted', label: 'Proof Submitted' },
];

const List = styled.ol`
  display: flex;
  gap: 8px;
  list-style: none;
  padding: 0;
  margin: 0 0 20px;
  font-size: 0.8rem;
  li {
    flex: 1;
    padding: 6px 8px;
    border-radius: ${(p) => p.theme.radius.pill};
    border: 1px solid ${(p) => p.theme.color.border};
    color: ${(p) => p.theme.color.muted};
    text-align: center;
  }
  li[aria-current='step'] {
    border-color: ${(p) => p.theme.color.gold};
    color: ${(p) => p.theme.color.goldLight};
  }
`;

/** Where the member is in the purchase, announced to screen readers with aria-current. */
export function StepList({ current }: { current: Step }) {
  const index = STEPS.findIndex((s) => s.id === current);
  return (
    <List aria-label="Purchase steps">
      {STEPS.map((s, i) => (
        <li key={s.id} aria-current={s.id === current ? 'step' : undefined}>
          {i + 1}. {s.label}
          {i < index ? <span className="sr-only"> (done)</span> : null}
        </li>
      ))}
    </List>
  );
}
