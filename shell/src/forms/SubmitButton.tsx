import { Button } from '@sqw/ui';
import type { ReactNode } from 'react';

/**
 * A form's submit button: disabled while the submission is in flight (so a second click sends
 * nothing) and saying so with `busyLabel` ("Saving...") in place of its label.
 */
export function SubmitButton({ busy, busyLabel, block, children }: { busy: boolean; busyLabel: string; block?: boolean; children: ReactNode }) {
  return (
    <Button type="submit" $block={block} disabled={busy}>
      {busy ? busyLabel : children}
    </Button>
  );
}
