// The Relay Node types of the content tree, declared apart from their fields: the types refer to
// one another (a jot's pod, a pod's container, a list item's jots), and declaring every ref here
// lets each type's module implement its fields while importing only this one, with no import
// cycle (Pothos' recommended split of refs and implementations).
import type { ContainerJson, JotImageJson, JotJson, ListItemJson, PodJson, SectionJson, UserJson } from '@jotpod/api/contract';
import { BadUserInputError } from '../../bad-user-input.ts';
import type { Context } from '../../context.ts';
import { containersByIds } from '../../upstream/containers.ts';
import { jotsByIds } from '../../upstream/jots.ts';
import { listItemsByIds } from '../../upstream/list-items.ts';
import { podsByIds } from '../../upstream/pods.ts';
import { sectionsByIds } from '../../upstream/sections.ts';
import { usersByIds } from '../../upstream/users.ts';
import { builder } from '../builder.ts';
import { parseDatabaseId } from '../ids.ts';
import { nodeLoadedByIds } from '../shared/node-by-id.ts';

/**
 * A container (focus area). Loaded by id in batches (`filter[id]`); records fetched any other way
 * (by slug, in lists) are primed into the same per-request loader by cacheResolved.
 */
export const ContainerRef = nodeLoadedByIds<ContainerJson>('Container', (ids, context) => containersByIds(context.upstream, ids));

/**
 * A learning pod. Batched by id like Container; pods that arrive inside other responses (a
 * container's page of pods, a slug lookup) are primed into the loader.
 */
export const PodRef = nodeLoadedByIds<PodJson>('Pod', (ids, context) => podsByIds(context.upstream, ids));

/**
 * A section of a pod (sections nest). Records arrive in many shapes: the section screen's with
 * every relation, tree nodes with `children`, bare ones (a jot's section, a parent). Relations a
 * record lacks come from one batched details read (children, ancestors, list items), never one
 * call per section.
 */
export const SectionRef = nodeLoadedByIds<SectionJson>('Section', (ids, context) => sectionsByIds(context.upstream, ids));

/** A list item: an article with the jots filed under it. Batched by id like the other nodes. */
export const ListItemRef = nodeLoadedByIds<ListItemJson>('ListItem', (ids, context) => listItemsByIds(context.upstream, ids));

/**
 * A jot. Batched by id; every jot read includes its author (`user`), and the jot page and the
 * PERSONAL feed include the breadcrumb relations too, so cards and the page cost no extra calls.
 */
export const JotRef = nodeLoadedByIds<JotJson>('Jot', (ids, context) => jotsByIds(context.upstream, ids));

/**
 * A public profile (an author). Batched by id (`/users?filter[id]`); users that arrive inside
 * other responses (a jot's `user`, a list item's `author`) are primed into the loader.
 * Privacy is the api's job: for a private user seen by someone else, bio and links arrive null.
 */
export const UserRef = nodeLoadedByIds<UserJson>('User', (ids, context) => usersByIds(context.upstream, ids));

/** An image with the jot it belongs to: the api embeds images in jots and has no image endpoint. */
export interface JotImage extends JotImageJson {
  url: string;
  jotId: number;
}

/** Key and global-id local part: "jotId.imageId", so a node lookup knows which jot to read. */
const keyOf = (image: { jotId: number; id: number }): string => `${image.jotId}.${image.id}`;

function parseKey(localId: string): string {
  const [jot, image, ...rest] = localId.split('.');
  if (jot === undefined || image === undefined || rest.length > 0) throw new BadUserInputError('Invalid id.');
  return keyOf({ jotId: parseDatabaseId(jot), id: parseDatabaseId(image) });
}

/**
 * A jot's images in display order (order_column, then id: the api's order, kept explicit here).
 * An image without a file has nothing to show and is left out.
 */
export function imagesOfJot(jot: JotJson): JotImage[] {
  return jot.images
    .filter((image): image is JotImageJson & { url: string } => image.url !== null)
    .sort((a, b) => a.order_column - b.order_column || a.id - b.id)
    .map((image) => ({ ...image, jotId: jot.id }));
}

/**
 * A story image. Node lookups go through the jot loader (one batched jot read for any number of
 * images), which is why the global id carries the jot id.
 */
export const JotImageRef = builder.loadableNodeRef('JotImage', {
  id: { resolve: (image: JotImage) => keyOf(image), parse: parseKey },
  load: async (keys: string[], context: Context) => {
    const jotIds = [...new Set(keys.map((key) => Number(key.split('.')[0])))];
    const jots = await JotRef.getDataloader(context).loadMany(jotIds);
    return jots.flatMap((jot) => (jot instanceof Error || !jot ? [] : imagesOfJot(jot)));
  },
  toKey: keyOf,
  sort: true,
  cacheResolved: true,
});
