import { builder } from '../builder.ts';

/**
 * Uploads, per the GraphQL multipart request spec: Yoga parses the multipart body (with the
 * 10 MB per-file limit of src/http/graphql.ts) and hands resolvers a WHATWG File.
 */
export const FileScalar = builder.scalarType('File', {
  description: 'A file sent with the GraphQL multipart request spec (input only).',
  serialize: () => {
    throw new Error('File is an input-only scalar');
  },
});
