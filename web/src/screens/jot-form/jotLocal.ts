/**
 * The jot's place: the container (the spec's "focus"), pod, section and list item it is filed
 * under. The jot form remembers where the author last filed a jot ("Remembers last
 * container, pod and section on the device"), under the legacy keys: `jotLocal` holds
 * {containerId, podId, sectionId} and `jotLocalListItem` the item. Values are Relay global ids.
 * Storage may be unavailable (private modes): then nothing is remembered.
 */
export const JOT_LOCAL_KEY = 'jotLocal';
export const JOT_LOCAL_LIST_ITEM_KEY = 'jotLocalListItem';

export interface JotPlace {
  readonly containerId: string;
  readonly podId: string;
  readonly sectionId: string;
  readonly listItemId: string;
}

export const EMPTY_PLACE: JotPlace = { containerId: '', podId: '', sectionId: '', listItemId: '' };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function readJotLocal(): JotPlace {
  try {
    const raw = window.localStorage.getItem(JOT_LOCAL_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    const record = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    return {
      containerId: text(record.containerId),
      podId: text(record.podId),
      sectionId: text(record.sectionId),
      listItemId: text(window.localStorage.getItem(JOT_LOCAL_LIST_ITEM_KEY)),
    };
  } catch {
    return EMPTY_PLACE;
  }
}

export function writeJotLocal(place: JotPlace): void {
  try {
    window.localStorage.setItem(JOT_LOCAL_KEY, JSON.stringify({ containerId: place.containerId, podId: place.podId, sectionId: place.sectionId }));
    window.localStorage.setItem(JOT_LOCAL_LIST_ITEM_KEY, place.listItemId);
  } catch {
    // Nothing to remember with: the form still works.
  }
}

/** A change at one level clears every level below it. */
export function changePlace(current: JotPlace, level: keyof JotPlace, value: string): JotPlace {
  switch (level) {
    case 'containerId':
      return { containerId: value, podId: '', sectionId: '', listItemId: '' };
    case 'podId':
      return { ...current, podId: value, sectionId: '', listItemId: '' };
    case 'sectionId':
      return { ...current, sectionId: value, listItemId: '' };
    case 'listItemId':
      return { ...current, listItemId: value };
  }
}
