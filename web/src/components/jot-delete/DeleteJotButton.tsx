import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useRef } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { useLazyDialog } from '../dialogs/useLazyDialog.ts';

// The confirmation dialog (and the modal machinery under it) loads when the button is first
// hovered, focused or pressed: not part of the jot page's first load.
const loadDialog = () => import('./DeleteJotDialog.tsx');
const DeleteJotDialog = lazy(loadDialog);

interface DeleteJotButtonProps {
  /** The jot's global id. */
  jotId: string;
  title: string;
  size?: 'xs' | 'sm';
  /**
   * Runs once the jot is deleted, before the store forgets it: the jot page leaves for My Jots
   * (awaited, so the page never redraws as "not found" on its way out), My Jots reloads its page.
   */
  onDeleted: () => void | Promise<void>;
}

/** Delete for the jot's author, behind a confirmation dialog (DeleteJotDialog). */
export function DeleteJotButton({ jotId, title, size = 'xs', onDeleted }: DeleteJotButtonProps) {
  const { open, setOpen, used, triggerProps } = useLazyDialog(loadDialog);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        size={size}
        variant="outline"
        colorPalette="red"
        aria-label={`Delete ${title}`}
        {...triggerProps}
      >
        <LuTrash2 aria-hidden /> Delete
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <DeleteJotDialog jotId={jotId} title={title} onDeleted={onDeleted} open={open} onOpenChange={setOpen} trigger={() => button.current} />
        </Suspense>
      ) : null}
    </>
  );
}
