import type { CreateToasterReturn } from '@chakra-ui/react';
import { lazy, Suspense, useSyncExternalStore } from 'react';

export type ToastOptions = Parameters<CreateToasterReturn['create']>[0];

const ToasterRegion = lazy(() => import('./ToasterRegion.tsx'));

// The toast machinery (~5 kB gzip) is not needed to show the first screen: the region mounts,
// and its code loads, the first time something asks for a toast.
let requested = false;
const listeners = new Set<() => void>();
let readyStore: CreateToasterReturn | undefined;
let resolveStore: (store: CreateToasterReturn) => void = () => {};
const storeReady = new Promise<CreateToasterReturn>((resolve) => {
  resolveStore = (store) => {
    readyStore = store;
    resolve(store);
  };
});

function request(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

/** The app's toaster: `toaster.create({ title: 'Jot saved successfully.', type: 'success' })`. */
export const toaster = {
  create(options: ToastOptions): void {
    request();
    void storeReady.then((store) => store.create(options));
  },
  /** Removes every toast shown (a new session, a fresh start between tests). */
  dismissAll(): void {
    readyStore?.remove();
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Mounted once (AppProviders); renders the toast region from the first toast on. */
export function Toaster() {
  const active = useSyncExternalStore(subscribe, () => requested, () => false);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <ToasterRegion onReady={resolveStore} />
    </Suspense>
  );
}
