import styled from 'styled-components';
import { useToasts, type ToastVariant } from './toasts';

// Toasts sit over the fixed header band at the top, the one strip of the screen that is never
// the page, so the form a toast reports on (its fields, its messages, its submit button) stays
// in view at any width. Only the newest toast shows, on one or two lines that fit the band;
// each toast is still announced, and forms show their own messages in full beside the fields.
const Region = styled.div`
  position: fixed;
  z-index: 2000;
  top: 4px;
  right: 16px;
  width: min(480px, calc(100vw - 32px));
  & > :not(:last-child) {
    display: none;
  }
  & > * {
    max-height: calc(${(p) => p.theme.headerHeight} - 8px);
    overflow: hidden;
    padding: 6px 36px 6px 12px;
    font-size: 0.9rem;
    line-height: 1.3;
  }
  & > * strong {
    display: inline;
    margin-right: 6px;
  }
  & > * p {
    display: inline;
    font-size: 0.86rem;
  }
  @media (max-width: ${(p) => p.theme.breakpoint.md}) {
    left: 8px;
    right: 8px;
    width: auto;
  }
`;

const Item = styled.div<{ $variant: ToastVariant }>`
  background: ${(p) => (p.$variant === 'destructive' ? '#3a1414' : p.theme.color.surfaceRaised)};
  border: 1px solid ${(p) => (p.$variant === 'destructive' ? p.theme.color.danger : p.$variant === 'success' ? p.theme.color.success : p.theme.color.gold)};
  border-radius: ${(p) => p.theme.radius.md};
  padding: 14px 40px 14px 16px;
  position: relative;
  box-shadow: ${(p) => p.theme.shadow.card};
  strong {
    display: block;
    margin-bottom: 2px;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.muted};
    font-size: 0.92rem;
  }
  button {
    position: absolute;
    top: 8px;
    right: 8px;
    background: none;
    border: none;
    color: ${(p) => p.theme.color.muted};
    cursor: pointer;
    font-size: 1.2rem;
  }
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
