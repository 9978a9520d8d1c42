import type { RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * After `login` or `register`: the payload's viewer becomes the root `viewer`, so the header,
 * navigation and guards see the new session without a reload. Everything fetched as a visitor
 * (isDefault, viewerHasLiked...) is marked stale, so the next screen asks again.
 */
export function adoptSignedInViewer(store: RecordSourceSelectorProxy, rootField: string, payloadType: string): void {
  const payload = store.getRootField(rootField);
  if (!payload || payload.getType() !== payloadType) return;
  const viewer = payload.getLinkedRecord('viewer');
  if (!viewer) return;
  store.invalidateStore();
  store.getRoot().setLinkedRecord(viewer, 'viewer');
}
