import { Button, Stack } from '@sqw/ui';
import type { ComponentProps } from 'react';

/** A table row's buttons, side by side, wrapping in a narrow cell. */
export function RowActions({ children }: { children: ComponentProps<typeof Stack>['children'] }) {
  return (
    <Stack $row $wrap $gap="6px">
      {children}
    </Stack>
  );
}

/** A button in a table row or a list's header: small and outlined, never a form's submit. */
export function RowButton(props: Omit<ComponentProps<typeof Button>, 'type' | '$size' | '$variant'>) {
  return <Button type="button" $size="sm" $variant="outline" {...props} />;
}
