import { store } from '@sqw/contracts';
import { Badge, Button, Card, Muted, Stack } from '@sqw/ui';
import styled from 'styled-components';
import type { ResourceState } from './resource-state';

const Column = styled(Card)`
  display: flex;
  flex-direction: column;
  h3 {
    margin: 12px 0 6px;
    font-size: 1.15rem;
  }
  > :last-child {
    margin-top: auto;
    padding-top: 16px;
  }
`;

const Status = styled.p<{ $tone: 'info' | 'warn' }>`
  margin: 14px 0 0;
  padding: 10px 12px;
  border-radius: ${(p) => p.theme.radius.sm};
  font-size: 0.9rem;
  border-left: 3px solid ${(p) => (p.$tone === 'warn' ? p.theme.color.danger : p.theme.color.gold)};
  background: ${(p) => p.theme.color.surfaceRaised};
`;

export type ResourceActions = {
  onDownload: (r: store.Resource) => void;
  onPurchase: (r: store.Resource, test: boolean) => void;
  onEnterCode: (r: store.Resource, order: store.Order) => void;
};

type Props = { resource: store.Resource; state: ResourceState; testMode: boolean; downloading: boolean } & ResourceActions;

const size = (bytes: number | null) => (bytes ? ` · ${Math.max(1, Math.round(bytes / 1024))} KB` : '');

/** One resource: its badges from the service, what the member can do now, and why. */
export function ResourceCard({ resource: r, state, testMode, downloading, onDownload, onPurchase, onEnterCode }: Props) {
  return (
    <Column aria-labelledby={`res-${r.id}`} data-testid="resource-card">
      <Stack $row $gap="8px" $wrap>
        <Badge $tone="muted">{r.type}</Badge>
        {r.premium ? <Badge>Premium</Badge> : <Badge $tone="green">Free</Badge>}
        {r.purchased ? <Badge $tone="success">Purchased</Badge> : null}
      </Stack>
      <h3 id={`res-${r.id}`}>{r.title}</h3>
      <Muted>
        {r.description}
        {size(r.file_size)}
      </Muted>
      {state.kind === 'awaiting' ? (
        <Status $tone="info">
          Payment pending (order {state.order.pay_code}). Your 4-digit code is issued and e-mailed once we confirm the payment, within 24 hours.
        </Status>
      ) : null}
      {state.kind === 'confirmed' ? <Status $tone="info">Payment confirmed. Enter the 4-digit code we e-mailed you to unlock the download.</Status> : null}
      {state.kind === 'buy' && state.rejected ? (
        <Status $tone="warn">
          Your last payment could not be confirmed{state.rejected.reject_reason ? `: ${state.rejected.reject_reason}` : '.'} You can purchase again.
        </Status>
      ) : null}
      {state.kind === 'unavailable' ? <Status $tone="info">{store.MESSAGES.resourceUnavailable}</Status> : null}
      <Stack $row $gap="10px" $wrap>
        {state.kind === 'download' ? (
          <Button type="button" onClick={() => onDownload(r)} disabled={downloading} aria-label={`Download ${r.title}`}>
            {downloading ? 'Preparing...' : 'Download'}
          </Button>
        ) : null}
        {state.kind === 'buy' ? (
          <>
            <Button type="button" onClick={() => onPurchase(r, false)} aria-label={`Purchase ${r.title} for ${store.formatAmount(r.price_cents)}`}>
              Purchase {store.formatAmount(r.price_cents)}
            </Button>
            {testMode ? (
              <Button type="button" $variant="outline" onClick={() => onPurchase(r, true)} aria-label={`$1 Test purchase of ${r.title}`}>
                $1 Test
              </Button>
            ) : null}
          </>
        ) : null}
        {state.kind === 'awaiting' || state.kind === 'confirmed' ? (
          <Button
            type="button"
            $variant={state.kind === 'confirmed' ? 'gold' : 'outline'}
            onClick={() => onEnterCode(r, state.order)}
            aria-label={`Enter code for ${r.title}`}
          >
            Enter Code
          </Button>
        ) : null}
      </Stack>
    </Column>
  );
}
