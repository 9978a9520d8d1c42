import { Button, chakra, CloseButton, Text, useSlotRecipe } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { APP_DOWNLOAD_URL, MOBILE_APP_MESSAGE } from './mobileApp.ts';

interface MobileAppDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The prompt itself: a modal dialog, closed by its button, Escape, the backdrop or Download App.
 *
 * It is the browser's own modal `<dialog>` (showModal: the page behind is inert, focus stays in
 * the dialog and returns to where it was on close) in Chakra's dialog styles, not Chakra's Dialog:
 * this prompt opens by itself on a phone's first page, and Zag's dialog machine (focus trap,
 * outside-interaction and scroll-lock modules, ~12 kB gzip) would be part of that page's load.
 */
export default function MobileAppDialog({ open, onOpenChange }: MobileAppDialogProps) {
  const styles = useSlotRecipe({ recipe: dialogSlotRecipe })({ placement: 'center', size: 'xs' });
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Mounted while open and while its closing animation runs.
  const [present, setPresent] = useState(open);
  const state = open ? 'open' : 'closed';

  if (open && !present) setPresent(true);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
  }, [open, present]);

  useEffect(() => {
    if (!present) return;
    // The page behind does not scroll while the prompt is up (as with any modal).
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [present]);

  useEffect(() => {
    if (open || !present) return;
    // Closing: the backdrop and the panel animate out, then the dialog closes and unmounts.
    // Without animations (reduced motion, a DOM without them) that is at once.
    const element = dialog.current;
    const animations = typeof element?.getAnimations === 'function' ? element.getAnimations({ subtree: true }) : [];
    let cancelled = false;
    void Promise.allSettled(animations.map((animation) => animation.finished)).then(() => {
      if (cancelled) return;
      element?.close();
      setPresent(false);
    });
    return () => {
      cancelled = true;
    };
  }, [open, present]);

  if (!present) return null;

  const close = () => onOpenChange(false);

  return (
    <chakra.dialog
      ref={dialog}
      aria-labelledby={titleId}
      // Escape: the same dismissal as the close button (the browser's own cancel would skip the animation).
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        close();
      }}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      css={{ position: 'fixed', inset: 0, width: 'auto', height: 'auto', maxWidth: 'none', maxHeight: 'none', m: 0, p: 0, border: 0, bg: 'transparent', overflow: 'visible', '&::backdrop': { bg: 'transparent' } }}
    >
      <chakra.div css={styles.backdrop} data-state={state} aria-hidden />
      <chakra.div
        css={styles.positioner}
        px="4"
        // A press outside the prompt (on the backdrop around it) dismisses it.
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        <chakra.div css={styles.content} data-state={state}>
          <chakra.div css={styles.header}>
            <chakra.h2 id={titleId} css={styles.title}>
              Get the Jotpod app
            </chakra.h2>
          </chakra.div>
          <chakra.div css={styles.body}>
            <Text>{MOBILE_APP_MESSAGE}</Text>
          </chakra.div>
          <chakra.div css={styles.footer}>
            <Button variant="ghost" onClick={close}>
              Not now
            </Button>
            <Button asChild colorPalette="brand">
              <a href={APP_DOWNLOAD_URL} target="_blank" rel="noopener noreferrer" onClick={close}>
                <LuDownload aria-hidden /> Download App
              </a>
            </Button>
          </chakra.div>
          <CloseButton css={styles.closeTrigger} size="sm" aria-label="Close" onClick={close} />
        </chakra.div>
      </chakra.div>
    </chakra.dialog>
  );
}
