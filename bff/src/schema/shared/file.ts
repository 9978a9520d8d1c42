import { builder } from '../builder.ts';

/**
 * Uploads, per the GraphQL multipart request spec: Yoga parses the multipart body (with the
 * 10 MB per-file limit of src/http/graphql.ts) and hands resolvers a WHATWG File.
 */
export const FileScalar = builder.scalarType('File', {
  description:
    'An uploaded file (input only). Wire format: the GraphQL multipart request spec, i.e. a multipart/form-data POST whose `operations` part ' +
    'has null where the file goes and whose `map` part names the file part for it. At most 10 MB a file and 10 files a request.',
  serialize: () => {
    throw new Error('File is an input-only scalar');
  },
});
