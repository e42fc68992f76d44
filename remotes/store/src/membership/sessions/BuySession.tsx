import { store } from '@sqw/contracts';
import { Card } from '@sqw/ui';
import { Link } from '@sqw/router';
import styled from 'styled-components';
import { PurchaseButton } from '../../shared/purchase/PurchaseButton';
import { PAYMENT_TOASTS } from '../coaching/content';

const Box = styled(Card)`
  p {
    color: ${(p) => p.theme.color.muted};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    align-items: center;
  }
`;

/** Booking needs a credit: say so plainly and offer the way to get one. */
export function BuySession({ label = 'Buy Hourly Coaching' }: { label?: string }) {
  return (
    <Box aria-labelledby="no-credits-title">
      <h3 id="no-credits-title">No session credits</h3>
      <p>{store.MESSAGES.noSessionCredits}</p>
      <div>
        <PurchaseButton product="hourly-coaching" label={label} paymentToast={PAYMENT_TOASTS['hourly-coaching']} />
        <Link to="/infinitrii-nexus#pricing">Compare coaching options</Link>
      </div>
    </Box>
  );
}
