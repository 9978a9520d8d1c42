import { Portal, Tooltip } from '@chakra-ui/react';
import { tooltipSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect, useRef, type ReactElement } from 'react';

export interface SignInHintTooltipProps {
  hint: string;
  children: ReactElement;
  /** The control had keyboard focus when the tooltip took it over: give the focus back to it. */
  refocus: boolean;
  /**
   * The control has keyboard focus: the hint opens with it. (The tooltip opens on a focus only
   * when it saw the keyboard bring it, and a keyboard user may have reached the control before
   * any of the app's code ran: on the server's page.)
   */
  open: boolean;
}

/** The hint as a tooltip: Chakra's (Zag's) tooltip machine and its positioning (SignInHint loads it). */
export default function SignInHintTooltip({ hint, children, refocus, open }: SignInHintTooltipProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (refocus) trigger.current?.focus();
  }, [refocus]);
  return (
    <Tooltip.Root recipe={tooltipSlotRecipe} openDelay={200} closeDelay={100} defaultOpen={open}>
      <Tooltip.Trigger asChild ref={trigger}>
        {children}
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{hint}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
