import { BadUserInputError } from '../bad-user-input.ts';

/** Route params take a slug or a numeric id (`/pod/12`, `/pod/intro-to-algebra`), like the REST paths. */
export function asDatabaseId(slugOrId: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(slugOrId)) return null;
  const id = Number(slugOrId);
  return Number.isSafeInteger(id) ? id : null;
}

/** The local part of a global id: always a positive integer (the REST id). */
export function parseDatabaseId(localId: string): number {
  const id = asDatabaseId(localId);
  if (id === null) throw new BadUserInputError('Invalid id.');
  return id;
}
