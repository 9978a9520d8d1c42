import { podsWithSections, sectionDetailsByIds } from '../upstream/sections.ts';
import { batchLoaderById } from './batch.ts';

/** Sections with children, ancestors and list items, for records that arrived without them. */
export const sectionDetailsLoader = batchLoaderById((context, ids) => sectionDetailsByIds(context.upstream, ids));

/** Pods with their section forests (Pod.sections when the pod was read without include=sections). */
export const podSectionsLoader = batchLoaderById((context, ids) => podsWithSections(context.upstream, ids));
