import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';

const Box = styled.div<{ $tone: 'error' | 'empty' }>`
  text-align: center;
  padding: 40px 24px;
  border: 1px dashed ${(p) => (p.$tone === 'error' ? p.theme.color.danger : p.theme.color.border)};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surface};
  h3 {
    color: ${(p) => (p.$tone === 'error' ? p.theme.color.danger : p.theme.color.gold)};
  }
  p {
    color: ${(p) => p.theme.color.muted};
  }
`;

/** What an area shows when it or its service cannot be reached. */
export function ErrorPanel({ title, message, onRetry }: { title: string; message: ReactNode; onRetry?: () => void }) {
  return (
    <Box $tone="error" role="alert">
      <h3>{title}</h3>
      <p>{message}</p>
      {onRetry ? (
        <Button type="button" $variant="outline" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </Box>
  );
}

export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <Box $tone="empty">
      <h3>{title}</h3>
      {children ? <p>{children}</p> : null}
      {action}
    </Box>
  );
}
