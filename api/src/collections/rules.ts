import { FormReader } from '../accounts/rules.ts';
import { COLLECTION_ITEM_STATUSES, COLLECTION_LIMITS, type CollectionItemStatus } from '../contract/resources.ts';
import { ValidationError } from '../http/errors.ts';

const { maxCollections, maxItems, nameLength, descriptionLength, noteLength } = COLLECTION_LIMITS;

/** The 422 messages of the collection rules (field messages come from FormReader's wording). */
export const COLLECTION_MESSAGES = {
  tooManyCollections: `You can have at most ${maxCollections} collections.`,
  defaultNotDeletable: 'The Saved collection cannot be deleted.',
  defaultPrivate: 'The Saved collection is always private.',
  alreadyHeld: 'This jot is already in this collection.',
  full: `A collection can hold at most ${maxItems.toLocaleString('en-US')} jots.`,
  followOwn: 'You cannot follow your own collection.',
  afterItem: 'The selected after item id is invalid.',
} as const;

/** The field each rule's 422 names (the form field the bff shows it beside, or the collection). */
export const fail = (field: string, message: string): never => {
  throw new ValidationError({ [field]: [message] });
};

export interface CollectionValues {
  name?: string;
  description?: string;
  isPublic?: boolean;
}

/**
 * POST /collections (`creating`: name required) and PATCH /collections/{id} (every field optional;
 * a name that is sent must not be empty). A null or empty description clears it.
 */
export function readCollectionBody(body: unknown, creating: boolean): CollectionValues {
  const form = new FormReader(body);
  const values: CollectionValues = {};
  const name = creating || form.has('name') ? form.requiredString('name', { max: nameLength }) : undefined;
  if (name !== undefined) values.name = name;
  const description = form.optionalString('description', { max: descriptionLength });
  if (description !== undefined) values.description = description ?? '';
  const isPublic = form.optionalBoolean('is_public');
  if (isPublic !== undefined) values.isPublic = isPublic;
  form.done();
  return values;
}

/** POST /collections/{id}/items: `jot_id`, a jot's numeric id. */
export function readItemCreateBody(body: unknown): { jotId: number } {
  const form = new FormReader(body);
  const jotId = form.has('jot_id') ? form.presentNullableId('jot_id') : null;
  if (jotId === null) form.fail('jot_id', 'The jot id field is required.');
  form.done();
  return { jotId: jotId as number };
}

export interface ItemValues {
  status?: CollectionItemStatus;
  note?: string;
}

/** PATCH /collections/{id}/items/{item_id}: status and note, each optional; a null or empty note clears it. */
export function readItemUpdateBody(body: unknown): ItemValues {
  const form = new FormReader(body);
  const values: ItemValues = {};
  if (form.has('status')) {
    const status = form.requiredString('status');
    if (status !== undefined) {
      if ((COLLECTION_ITEM_STATUSES as readonly string[]).includes(status)) values.status = status as CollectionItemStatus;
      else form.fail('status', 'The selected status is invalid.');
    }
  }
  const note = form.optionalString('note', { max: noteLength });
  if (note !== undefined) values.note = note ?? '';
  form.done();
  return values;
}

/** POST /collections/{id}/items/{item_id}/move: `after_item_id`, present, an entry's id or null (first). */
export function readMoveBody(body: unknown): { afterItemId: number | null } {
  const form = new FormReader(body);
  const afterItemId = form.presentNullableId('after_item_id');
  form.done();
  return { afterItemId: afterItemId as number | null };
}
