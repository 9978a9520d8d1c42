import { Portal, Tooltip } from '@chakra-ui/react';
import type { ReactElement } from 'react';

/** A control that needs an account, with the hint visitors see on hover and focus. */
export function SignInHint({ hint, children }: { hint: string; children: ReactElement }) {
  return (
    <Tooltip.Root openDelay={200} closeDelay={100}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{hint}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
