import { store } from '@sqw/contracts';
import { Card } from '@sqw/ui';
import styled from 'styled-components';
import { PurchaseButton } from '../../shared/purchase/PurchaseButton';
import { PAYMENT_TOASTS } from '../coaching/content';

const Box = styled(Card)`
  text-align: center;
  margin-bottom: 32px;
  p {
    color: ${(p) => p.theme.color.muted};
    max-width: 560px;
    margin: 0 auto 20px;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    justify-content: center;
  }
`;

const LABELS: Record<string, string> = { 'sqw-full-bundle': 'Buy the Complete Bundle' };

/** A course the member has not bought: why the lessons are closed and how to open them. */
export function LockedCourse({ title, unlockedBy }: { title: string; unlockedBy: string[] }) {
  return (
    <Box $highlight aria-labelledby="locked-title">
      <h2 id="locked-title">Lessons locked</h2>
      <p>{store.MESSAGES.lessonsLocked}</p>
      <div>
        {unlockedBy.map((slug, i) => (
          <PurchaseButton
            key={slug}
            product={slug}
            label={LABELS[slug] ?? `Buy ${title}`}
            variant={i === 0 ? 'gold' : 'outline'}
            paymentToast={PAYMENT_TOASTS[slug]}
          />
        ))}
      </div>
    </Box>
  );
}
