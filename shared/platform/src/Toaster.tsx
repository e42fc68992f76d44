import styled from 'styled-components';
import { useToasts, type ToastVariant } from './toasts';

const Region = styled.div`
  position: fixed;
  z-index: 2000;
  right: 16px;
  bottom: 16px;
  display: flex;
  flex-direction: column;
  gap: 10px;
  width: min(380px, calc(100vw - 32px));
`;

const Item = styled.div<{ $variant: ToastVariant }>`
  background: ${(p) => (p.$variant === 'destructive' ? '#3a1414' : p.theme.color.surfaceRaised)};
  border: 1px solid ${(p) => (p.$variant === 'destructive' ? p.theme.color.danger : p.$variant === 'success' ? p.theme.color.success : p.theme.color.gold)};
  border-radius: ${(p) => p.theme.radius.md};
  padding: 14px 40px 14px 16px;
  position: relative;
  box-shadow: ${(p) => p.theme.shadow.card};
  strong { display: block; margin-bottom: 2px; }
  p { margin: 0; color: ${(p) => p.theme.color.muted}; font-size: 0.92rem; }
  button { position: absolute; top: 8px; right: 8px; background: none; border: none; color: ${(p) => p.theme.color.muted}; cursor: pointer; font-size: 1.2rem; }
`;

/**
 * The toasts, in a landmark screen readers can find by name. The region is always present and
 * polite, so a toast added to it is announced; an error toast is an alert and interrupts.
 */
export function Toaster() {
  const { toasts, dismiss } = useToasts();
  return (
    <Region role="region" aria-live="polite" aria-label="Notifications">
      {toasts.map((t) => (
        <Item key={t.id} $variant={t.variant} role={t.variant === 'destructive' ? 'alert' : 'status'} data-testid="toast">
          <strong>{t.title}</strong>
          {t.description ? <p>{t.description}</p> : null}
          <button type="button" aria-label="Dismiss notification" onClick={() => dismiss(t.id)}>
            ×
          </button>
        </Item>
      ))}
    </Region>
  );
}
