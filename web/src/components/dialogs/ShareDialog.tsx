import { Button, CloseButton, Dialog, Input, Portal, Stack, VisuallyHidden } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useId } from 'react';
import { FaFacebook, FaLinkedin, FaXTwitter } from 'react-icons/fa6';
import { LuCopy } from 'react-icons/lu';
import { toaster } from '../toaster/toaster.tsx';
import { shareLinks } from './shareLinks.ts';

interface ShareDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Absolute address to share. */
  url: string;
  title: string;
}

/** Spec's success toast for Copy link. */
export const COPIED_MESSAGE = 'Copy to clipboard';

/**
 * The 'Share with' modal — Copy link (toast 'Copy to clipboard'), Facebook,
 * LinkedIn and Twitter (with hashtags), each network in a new tab. A modal dialog: focus is
 * trapped, Escape closes it, and focus returns to the Share button.
 */
export default function ShareDialog({ open, onOpenChange, url, title }: ShareDialogProps) {
  const inputId = useId();
  const links = shareLinks(url, title);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toaster.create({ title: COPIED_MESSAGE, type: 'success' });
    } catch {
      // No clipboard permission (or an insecure context): the address is selectable below.
      toaster.create({ title: 'Could not copy the link. Select it in the box and copy it yourself.', type: 'error' });
    }
  };

  const networks = [
    { name: 'Facebook', href: links.facebook, icon: <FaFacebook aria-hidden /> },
    { name: 'LinkedIn', href: links.linkedin, icon: <FaLinkedin aria-hidden /> },
    { name: 'Twitter', href: links.twitter, icon: <FaXTwitter aria-hidden /> },
  ];

  return (
    <Dialog.Root recipe={dialogSlotRecipe} open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Share with</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <label htmlFor={inputId}>
                  <VisuallyHidden>Link to this jot</VisuallyHidden>
                </label>
                <Input id={inputId} value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
                <Button colorPalette="brand" onClick={() => void copy()} justifyContent="flex-start">
                  <LuCopy aria-hidden /> Copy link
                </Button>
                {networks.map((network) => (
                  <Button key={network.name} asChild variant="outline" justifyContent="flex-start">
                    <a href={network.href} target="_blank" rel="noopener noreferrer">
                      {network.icon} {network.name}
                      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                    </a>
                  </Button>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
