/**
 * The REST contract of the api: the JSON shapes of its resources and their enumerations. The bff
 * imports these as types (`import type { JotJson } from '@jotpod/api/contract'`), so a field the
 * api stops sending, or sends with another type, is a compile error in the bff.
 */
export * from './json.ts';
export * from './resources.ts';
export type { RenditionJson } from '../images/stored-image.ts';
