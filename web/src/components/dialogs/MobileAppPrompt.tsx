import { lazy, Suspense, useEffect, useState } from 'react';
import { whenPageIdle } from '../../device/whenPageIdle.ts';
import { rememberDismissal, shouldPromptForApp } from './mobileApp.ts';

// The dialog (and its focus trap) is a separate chunk: desktop visitors never download it.
const MobileAppDialog = lazy(() => import('./MobileAppDialog.tsx'));

/**
 * Mounted by the Main layout. Decides once, on mount, whether to prompt: a small screen and no
 * dismissal in this session. The layout stays mounted across screens, so the prompt does not come
 * back on every navigation either. It opens once the page has loaded and is idle: the dialog's
 * code and its focus trap (a long task on a slow phone) stay out of the first page's load.
 */
export function MobileAppPrompt() {
  const [open, setOpen] = useState(false);
  // Once shown, the dialog stays mounted so it can animate closed and hand focus back.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!shouldPromptForApp()) return;
    return whenPageIdle(() => {
      setShown(true);
      setOpen(true);
    });
  }, []);

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
