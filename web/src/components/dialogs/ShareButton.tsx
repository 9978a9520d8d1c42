import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { LuShare2 } from 'react-icons/lu';

const loadDialog = () => import('./ShareDialog.tsx');
const ShareDialog = lazy(loadDialog);

/** Opens the 'Share with' modal for an app path (made absolute with the current origin). */
export function ShareButton({ path, title }: { path: string; title: string }) {
  const [open, setOpen] = useState(false);
  // Once opened the dialog stays mounted, so it can animate closed and give focus back.
  const [used, setUsed] = useState(false);
  const preload = () => void loadDialog();
  return (
    <>
      <Button
        variant="outline"
        colorPalette="brand"
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <LuShare2 aria-hidden /> Share
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <ShareDialog open={open} onOpenChange={setOpen} url={new URL(path, window.location.origin).href} title={title} />
        </Suspense>
      ) : null}
    </>
  );
}
