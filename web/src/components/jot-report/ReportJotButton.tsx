import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { LuFlag } from 'react-icons/lu';

// The report form's dialog (its fields and the modal machinery) loads when the button is first
// hovered, focused or pressed: not part of the jot page's first load.
const loadDialog = () => import('./ReportJotDialog.tsx');
const ReportJotDialog = lazy(loadDialog);

/** Report for signed-in readers of someone else's jot (the dialog: ReportJotDialog). */
export function ReportJotButton({ jotId, title }: { jotId: string; title: string }) {
  const [open, setOpen] = useState(false);
  // Once opened the dialog stays mounted, so it can animate closed and give focus back.
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void loadDialog();
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        colorPalette="gray"
        aria-label={`Report ${title}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
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
