import type { RecordMap } from 'relay-runtime/store/RelayStoreTypes';
import { SERVER_RECORDS_ELEMENT_ID } from './serverRecordsElement.ts';

let firstPageFromServer = false;

/**
 * Whether the route loaders running now are those of the server-rendered first page: their
 * queries answer from the records the page carried, even those that ask the network again on a
 * later visit (the server read them a moment ago).
 */
export function loadingServerRenderedPage(): boolean {
  return firstPageFromServer;
}

/** The first page's loaders have run: later visits follow each route's own fetch policy. */
export function serverRenderedPageLoaded(): void {
  firstPageFromServer = false;
}

/** The records the server rendered the first page from, once (the element is then removed); null without. */
export function takeServerRecords(): RecordMap | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(SERVER_RECORDS_ELEMENT_ID);
  if (!element?.textContent) return null;
  element.remove();
  try {
    const records: unknown = JSON.parse(element.textContent);
    if (typeof records !== 'object' || records === null || Array.isArray(records)) return null;
    firstPageFromServer = true;
    return records as RecordMap;
  } catch {
    // A damaged block only costs the requests it would have saved.
    return null;
  }
}
