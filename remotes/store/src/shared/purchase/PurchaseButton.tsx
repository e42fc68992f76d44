import type { store } from '@sqw/contracts';
import { orderPath } from '@sqw/contracts/store-links';
import { useSession } from '@sqw/platform';
import { Button } from '@sqw/ui';
import { lazy, Suspense, useState, type JSX } from 'react';
import { Link, useLocation } from '@sqw/router';
import { courseLink } from '../../membership/courses/links';
import { useStanding } from './standing';

// The dialog's forms bring react-hook-form and zod: fetched when a member first opens it, not with the page.
const PurchaseDialog = lazy(() => import('./PurchaseDialog').then((m) => ({ default: m.PurchaseDialog })));

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
 * members get the three-step purchase dialog (review, payment, proof submitted). A product
 * the member owns says so (a course offers the way in), one whose proof is under review
 * links to that order, and one with an order awaiting payment resumes it in the dialog.
 */
export function PurchaseButton({ product, label = 'Purchase Now', variant = 'gold', block, paymentToast }: PurchaseButtonProps): JSX.Element {
  const { status, user } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const standing = useStanding(product);

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
  const pending = standing?.open_order ?? null;
  return (
    <>
      <StandingButton standing={standing} label={label} variant={variant} block={block} onBuy={() => (setOpen(true), setOpened(true))} />
      {/* Once opened, mounted whatever the standing says: the proof just uploaded must not close the dialog showing it. */}
      {opened && (
        <Suspense fallback={null}>
          <PurchaseDialog product={product} open={open} onClose={() => setOpen(false)} paymentToast={paymentToast} pending={pending} />
        </Suspense>
      )}
    </>
  );
}

type StandingProps = { standing: store.ProductStanding | null; label: string; variant: 'gold' | 'outline'; block?: boolean; onBuy: () => void };

/** Go to course, Owned, Payment Under Review, or the purchase button (which also resumes an order awaiting payment). */
function StandingButton({ standing, label, variant, block, onBuy }: StandingProps) {
  if (standing?.owned && standing.course) {
    return (
      <Button as={Link} to={courseLink(standing.course)} $variant={variant} $block={block}>
        Go to course
      </Button>
    );
  }
  if (standing?.owned) {
    return (
      <Button type="button" $variant="outline" $block={block} disabled>
        Owned
      </Button>
    );
  }
  const order = standing?.open_order;
  if (order && order.status !== 'pending_payment') {
    return (
      <Button as={Link} to={orderPath(order.id)} $variant="outline" $block={block}>
        Payment Under Review
      </Button>
    );
  }
  return (
    <Button type="button" $variant={variant} $block={block} aria-haspopup="dialog" onClick={onBuy}>
      {label}
    </Button>
  );
}
