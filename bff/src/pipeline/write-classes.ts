import { getOperationAST, Kind, type DocumentNode, type SelectionSetNode } from 'graphql';

/**
 * What a mutation may change, for the caches of what visitors see (the response cache's answers
 * and the server-rendered pages kept for visitors):
 * - `viewer`: only the viewer's own data (their session, settings, filters, notifications,
 *   password): no visitor's answer or page can hold it, so nothing is invalidated, and a reader
 *   busy with their own state never empties the caches every visitor is served from.
 * - `public`: something a visitor can see (a jot, a like count, a profile, a follower count):
 *   the entities it answers are invalidated and visitors' pages are rendered again.
 */
export type WriteClass = 'viewer' | 'public';

/**
 * Every mutation of the schema, classified. A mutation missing here counts as `public` (the safe
 * side), and a test fails until it is added.
 */
export const WRITE_CLASSES: Readonly<Record<string, WriteClass>> = {
  // Sessions and accounts: private to the account.
  login: 'viewer',
  logout: 'viewer',
  register: 'public', // a new author: a visitor may have been told that this profile is not found
  requestPasswordReset: 'viewer',
  resetPassword: 'viewer',
  updatePassword: 'viewer',
  confirmEmailChange: 'viewer', // the email address is never shown to anyone else
  setDefaultPod: 'viewer',
  markNotificationsRead: 'viewer',
  deleteAccount: 'public', // the profile and its jots leave every page
  updateProfile: 'public', // name, bio and links are on the author page
  updateAvatar: 'public',
  // The viewer's own filters: they change only what this viewer is shown.
  blockAuthor: 'viewer',
  unblockAuthor: 'viewer',
  muteAuthor: 'viewer',
  unmuteAuthor: 'viewer',
  mergeBlockedAuthors: 'viewer',
  // An image uploaded for a jot not yet written belongs to no public jot.
  addPendingJotImage: 'viewer',
  // Public content and the counts visitors see.
  createJot: 'public',
  updateJot: 'public',
  deleteJot: 'public',
  addJotImage: 'public',
  removeJotImage: 'public',
  reorderJotImage: 'public',
  likeJot: 'public', // the like count
  unlikeJot: 'public',
  followUser: 'public', // the follower count on the author page
  unfollowUser: 'public',
  reportJot: 'public', // a third report hides the jot everywhere
  // Collections. Saving, sorting and annotating are a reader's own data, and the commonest writes
  // of a reader: visitors' copies of a public collection's entries may lag by the response
  // cache's TTL, its owner and followers see it at once. What author pages and visitors list
  // (names, descriptions, public or not, follower counts) is public.
  saveJot: 'viewer',
  unsaveJot: 'viewer',
  updateSavedJot: 'viewer',
  moveSavedJot: 'viewer',
  removeSavedJot: 'viewer',
  createCollection: 'public',
  updateCollection: 'public',
  deleteCollection: 'public',
  followCollection: 'public', // the follower count
  unfollowCollection: 'public',
};

/**
 * The class of the operation `operationName` of `document`: `viewer` only when every root field
 * it selects is a `viewer` mutation; a query or subscription changes nothing (null).
 */
export function writeClassOf(document: DocumentNode, operationName: string | null | undefined): WriteClass | null {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'mutation') return null;
  const fields = new Set<string>();
  rootFields(document, operation.selectionSet, fields, new Set());
  for (const field of fields) if (WRITE_CLASSES[field] !== 'viewer') return 'public';
  return 'viewer';
}

/** The root fields a selection set selects, through inline fragments and fragment spreads (`__typename` changes nothing). */
function rootFields(document: DocumentNode, selectionSet: SelectionSetNode, found: Set<string>, visited: Set<string>): void {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value !== '__typename') found.add(selection.name.value);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      rootFields(document, selection.selectionSet, found, visited);
    } else if (!visited.has(selection.name.value)) {
      visited.add(selection.name.value);
      const fragment = document.definitions.find((definition) => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value);
      // An unknown fragment fails validation before anything runs; here it adds nothing.
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION) rootFields(document, fragment.selectionSet, found, visited);
    }
  }
}
