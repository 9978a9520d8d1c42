import { Button } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { LuShare2 } from 'react-icons/lu';
import { useLazyDialog } from './useLazyDialog.ts';

const loadDialog = () => import('./ShareDialog.tsx');
const ShareDialog = lazy(loadDialog);

/** Opens the 'Share with' modal for an app path (made absolute with the current origin). */
export function ShareButton({ path, title }: { path: string; title: string }) {
  const { open, setOpen, used, triggerProps } = useLazyDialog(loadDialog);
  return (
    <>
      <Button
        variant="outline"
        colorPalette="brand"
        {...triggerProps}
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
