import { Button, Dialog } from '@sqw/ui';
import type { ReactNode } from 'react';

/** Asks before an action that cannot be undone. */
export function ConfirmDialog({ open, title, children, confirmLabel, busy, onConfirm, onClose }: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <div>{children}</div>
      <div style={{ display: 'flex', gap: 10, justifyContent: 'flex-end', marginTop: 20, flexWrap: 'wrap' }}>
        <Button type="button" $variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="button" $variant="danger" disabled={busy} onClick={onConfirm}>
          {busy ? 'Working...' : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
