import { useState } from 'react';

/**
 * A dialog whose code loads on demand: fetched when its button is first hovered or focused (so it
 * is usually there by the press), mounted on the first press, then kept mounted so it can animate
 * closed and give focus back to the button.
 */
export function useLazyDialog(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const preload = () => void load();
  return {
    open,
    setOpen,
    /** Whether to render the dialog (inside Suspense): from the first press on. */
    used,
    /** For the button that opens it. */
    triggerProps: {
      'aria-haspopup': 'dialog',
      'aria-expanded': open,
      onPointerEnter: preload,
      onFocus: preload,
      onClick: () => {
        setUsed(true);
        setOpen(true);
      },
    },
  } as const;
}
