import { Button, Dialog } from '@sqw/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Buttons = styled.div`
  display: flex;
  gap: 10px;
  justify-content: flex-end;
  margin-top: 20px;
  flex-wrap: wrap;
`;

/** Asks before an action that cannot be undone. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: {
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
      <Buttons>
        <Button type="button" $variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="button" $variant="danger" disabled={busy} onClick={onConfirm}>
          {busy ? 'Working...' : confirmLabel}
        </Button>
      </Buttons>
    </Dialog>
  );
}
