import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { whenPageIdle } from '../../device/whenPageIdle.ts';
import { rememberDismissal, shouldPromptForApp } from './mobileApp.ts';

// The dialog (and its focus trap) is a separate chunk: desktop visitors never download it.
const MobileAppDialog = lazy(() => import('./MobileAppDialog.tsx'));

/** Controls a reader moves to; the app's own focus on a new screen's main region (tabindex -1) is not one. */
const READER_CONTROLS = 'a[href], button, input, select, textarea, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/**
 * Whether the reader has started something the prompt would cover: a dialog or drawer is open, or
 * focus is on a control (typing, or a keyboard user on their way, maybe since before the app took
 * the server's page over).
 */
function readerIsBusy(): boolean {
  if (document.querySelector('[aria-modal="true"]')) return true;
  const focused = document.activeElement;
  return focused instanceof HTMLElement && focused.matches(READER_CONTROLS);
}

/**
 * Mounted by the Main layout: on a small screen with no dismissal in this session, the prompt
 * opens once a screen has loaded and is idle (the dialog's code and its focus trap, a long task on
 * a slow phone, stay out of the first page's load). Never over what the reader has started: a
 * screen on which they pressed a key or touched the page before that moment, or opened a drawer
 * or typed, leaves the prompt to the next screen. Once shown or dismissed, it does not come back
 * this session (the layout stays mounted across screens).
 */
export function MobileAppPrompt() {
  const [open, setOpen] = useState(false);
  // Once shown, the dialog stays mounted so it can animate closed and hand focus back.
  const [shown, setShown] = useState(false);
  const { key: screen } = useLocation();
  useEffect(() => {
    if (shown || !shouldPromptForApp()) return undefined;
    let pressed = false;
    const press = () => {
      pressed = true;
    };
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('keydown', press, true);
    const cancel = whenPageIdle(() => {
      if (pressed || readerIsBusy()) return;
      setShown(true);
      setOpen(true);
    });
    return () => {
      cancel();
      document.removeEventListener('pointerdown', press, true);
      document.removeEventListener('keydown', press, true);
    };
  }, [screen, shown]);

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <MobileAppDialog
        open={open}
        onOpenChange={(next) => {
          if (!next) rememberDismissal();
          setOpen(next);
        }}
      />
    </Suspense>
  );
}
