import { createRequire } from 'node:module';
import type { AliasOptions } from 'vite';

const require = createRequire(import.meta.url);

/**
 * For every vitest project that loads the bff's schema or graphql-aware tools in-process: graphql
 * 16 ships index.mjs ("module") and index.js ("main"). Node, and so every dependency vitest leaves
 * external (Pothos, Yoga, graphql-inspector), loads index.js; without this alias our own files
 * would get index.mjs, a second graphql instance ("Cannot use GraphQLScalarType from another
 * realm", instanceof checks that reject our schema objects).
 */
export const singleGraphqlInstance: AliasOptions = [{ find: /^graphql$/, replacement: require.resolve('graphql') }];
