import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { LuDownload } from 'react-icons/lu';
import { APP_DOWNLOAD_URL, MOBILE_APP_MESSAGE } from './mobileApp.ts';

interface MobileAppDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The prompt itself: a modal dialog, closed by its button, Escape, the backdrop or Download App. */
export default function MobileAppDialog({ open, onOpenChange }: MobileAppDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="center" size="xs">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Get the Jotpod app</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{MOBILE_APP_MESSAGE}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="ghost">Not now</Button>
              </Dialog.ActionTrigger>
              <Button asChild colorPalette="brand">
                <a href={APP_DOWNLOAD_URL} target="_blank" rel="noopener noreferrer" onClick={() => onOpenChange(false)}>
                  <LuDownload aria-hidden /> Download App
                </a>
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
