import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster, type CreateToasterReturn } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect } from 'react';

const store = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true });

/** Chakra's toaster region: a live region that announces toasts to screen readers. */
export default function ToasterRegion({ onReady }: { onReady: (store: CreateToasterReturn) => void }) {
  // Hand the store out only once the region is mounted, so no toast is created before it can show.
  useEffect(() => onReady(store), [onReady]);
  return (
    <Portal>
      <ChakraToaster toaster={store} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          // Out of the Tab order: a toast is a status message (announced by the live region) with
          // no control in it, and its group sends focus back to where it came from when focus
          // leaves it, so Tab from the page's last control into it came straight back, again and
          // again, until it left. The group's hotkey (shown in its name) still reaches it.
          <Toast.Root recipe={toastSlotRecipe} width={{ md: 'sm' }} tabIndex={-1}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
            {toast.closable ? <Toast.CloseTrigger aria-label="Dismiss" /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
