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
          <Toast.Root recipe={toastSlotRecipe} width={{ md: 'sm' }}>
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
