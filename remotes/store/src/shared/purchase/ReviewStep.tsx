import { store } from '@sqw/contracts';
import { useResource } from '@sqw/platform';
import { Badge, Button, ErrorPanel, Muted, Spinner, Stack } from '@sqw/ui';
import styled from 'styled-components';
import { fetchProduct } from './orders-api';

const Summary = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 8px 16px;
  margin: 16px 0 24px;
  dt {
    color: ${(p) => p.theme.color.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    text-align: right;
  }
`;

const Actions = styled(Stack)`
  margin-top: 20px;
`;

type Props = { product: string; busy: boolean; onConfirm: () => void; onCancel: () => void };

/** Step 1: what is being bought and what it costs, as the service prices it. */
export function ReviewStep({ product, busy, onConfirm, onCancel }: Props) {
  const { data, error, loading, reload } = useResource((signal) => fetchProduct(product, signal), [product]);

  if (loading && !data) return <Spinner label="Loading product" />;
  if (error || !data)
    return <ErrorPanel title="This product could not be loaded" message={error?.message ?? store.MESSAGES.resourceUnavailable} onRetry={reload} />;

  return (
    <section aria-label="Review your order">
      <Stack $row $gap="10px" $wrap>
        <Badge>{data.type}</Badge>
        {data.badge ? <Badge $tone="green">{data.badge}</Badge> : null}
      </Stack>
      <h3>{data.title}</h3>
      <Muted>{data.description}</Muted>
      <Summary>
        <dt>Price</dt>
        <dd>{store.formatPrice(data.price_cents)}</dd>
        <dt>Amount due</dt>
        <dd>{store.formatAmount(data.price_cents)}</dd>
        <dt>Payment</dt>
        <dd>Cash App, with your pay code</dd>
      </Summary>
      <Muted>Continuing creates your order and a unique pay code. You pay by Cash App, then upload a screenshot of the payment so we can confirm it.</Muted>
      <Actions $row $gap="12px" $wrap>
        <Button type="button" onClick={onConfirm} disabled={busy}>
          {busy ? 'Creating order...' : 'Continue to Payment'}
        </Button>
        <Button type="button" $variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </Actions>
    </section>
  );
}
