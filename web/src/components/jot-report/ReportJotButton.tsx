import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useRef } from 'react';
import { LuFlag } from 'react-icons/lu';
import { useLazyDialog } from '../dialogs/useLazyDialog.ts';

// The report form's dialog (its fields and the modal machinery) loads when the button is first
// hovered, focused or pressed: not part of the jot page's first load.
const loadDialog = () => import('./ReportJotDialog.tsx');
const ReportJotDialog = lazy(loadDialog);

/** Report for signed-in readers of someone else's jot (the dialog: ReportJotDialog). */
export function ReportJotButton({ jotId, title }: { jotId: string; title: string }) {
  const { open, setOpen, used, triggerProps } = useLazyDialog(loadDialog);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        colorPalette="gray"
        aria-label={`Report ${title}`}
        {...triggerProps}
      >
        <LuFlag aria-hidden /> Report
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <ReportJotDialog jotId={jotId} open={open} onOpenChange={setOpen} trigger={() => button.current} />
        </Suspense>
      ) : null}
    </>
  );
}
