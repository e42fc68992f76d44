import { useSession } from '@sqw/platform';
import { Button } from '@sqw/ui';
import { useState, type JSX } from 'react';
import { Link, useLocation } from '@sqw/router';
import { PurchaseDialog } from './PurchaseDialog';

export type PaymentToast = { title: string; description: string };

export type PurchaseButtonProps = {
  /** Product slug (or id) as the store service knows it; the service prices the order. */
  product: string;
  label?: string;
  variant?: 'gold' | 'outline';
  block?: boolean;
  /** Shown when the member opens the payment link (e.g. the coaching pages' success toasts). */
  paymentToast?: PaymentToast;
};

/**
 * The one way to buy a product: visitors are sent to sign in (and brought back here),
 * members get the three-step purchase dialog (review, payment, proof submitted).
 */
export function PurchaseButton({ product, label = 'Purchase Now', variant = 'gold', block, paymentToast }: PurchaseButtonProps): JSX.Element {
  const { status, user } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);

  if (status === 'loading') {
    return (
      <Button type="button" $variant={variant} $block={block} disabled>
        {label}
      </Button>
    );
  }
  if (!user) {
    return (
      <Button as={Link} to="/login" state={{ from: location }} $variant={variant} $block={block}>
        Sign In to Purchase
      </Button>
    );
  }
  return (
    <>
      <Button type="button" $variant={variant} $block={block} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <PurchaseDialog product={product} open={open} onClose={() => setOpen(false)} paymentToast={paymentToast} />
    </>
  );
}
