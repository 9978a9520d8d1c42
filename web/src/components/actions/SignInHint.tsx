import { cloneElement, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactElement, type Ref } from 'react';
import { useFocusBeforeHydrationTold } from '../../hydration/focusBeforeHydration.ts';

type TooltipModule = typeof import('./SignInHintTooltip.tsx');
const loadTooltip = (): Promise<TooltipModule> => import('./SignInHintTooltip.tsx');

/** The handlers SignInHint adds to its control (a control's own handlers of these names still run). */
interface HintTriggerProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp?: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  onKeyUp?: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * A control that needs an account, with the hint visitors see on hover and keyboard focus. The
 * tooltip's code (its state machine and the positioning library, ~13 kB gzip) is not part of any
 * page's first load: it is fetched when a mouse first enters the control or the keyboard first
 * focuses it, and the tooltip then takes the control over (it opens on that hover after its
 * delay, or on the focus it is handed back). A touch tap never waits for it: touch has no hover
 * tooltips. The control is re-created when the tooltip takes it over, so that never happens while
 * it is being pressed, which would lose the click.
 */
export function SignInHint({ hint, children }: { hint: string; children: ReactElement<HintTriggerProps> }) {
  const [tooltip, setTooltip] = useState<{ module: TooltipModule; refocus: boolean; open: boolean } | null>(null);
  const pressed = useRef(false);
  const arrived = useRef<{ module: TooltipModule; control: HTMLElement } | null>(null);
  // A keyboard user may have reached the control on the server's page, before the app ran.
  const control = useRef<HTMLElement>(null);
  useFocusBeforeHydrationTold(control);

  if (tooltip) {
    const { default: SignInHintTooltip } = tooltip.module;
    return (
      <SignInHintTooltip hint={hint} refocus={tooltip.refocus} open={tooltip.open}>
        {children}
      </SignInHintTooltip>
    );
  }

  const showTooltipWhenReleased = () => {
    const ready = arrived.current;
    if (!ready || pressed.current) return;
    // The re-created control keeps the focus the old one had, and keyboard focus shows the hint.
    const focused = document.activeElement === ready.control;
    setTooltip({ module: ready.module, refocus: focused, open: focused && ready.control.matches(':focus-visible') });
  };
  const want = (control: HTMLElement) => {
    loadTooltip().then(
      (module) => {
        arrived.current = { module, control };
        showTooltipWhenReleased();
      },
      () => {
        // Offline: the control works without its hint; a later hover tries again.
      },
    );
  };
  const release = () => {
    pressed.current = false;
    // After this press's click has been dispatched.
    setTimeout(showTooltipWhenReleased, 0);
  };
  const own = children.props;
  return cloneElement(children, {
    ref: control,
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      if (event.pointerType === 'mouse') want(event.currentTarget);
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      if (event.currentTarget.matches(':focus-visible')) want(event.currentTarget);
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event);
      pressed.current = true;
    },
    onPointerUp: (event) => {
      own.onPointerUp?.(event);
      release();
    },
    onPointerCancel: (event) => {
      own.onPointerCancel?.(event);
      release();
    },
    onKeyDown: (event) => {
      own.onKeyDown?.(event);
      if (event.key === ' ' || event.key === 'Enter') pressed.current = true;
    },
    onKeyUp: (event) => {
      own.onKeyUp?.(event);
      release();
    },
  });
}
