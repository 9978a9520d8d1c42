import { exportOwnData } from '../../upstream/accounts.ts';
import { builder } from '../builder.ts';
import { ViewerRef } from './viewer.ts';

builder.objectField(ViewerRef, 'dataExport', (t) =>
  t.string({
    description:
      "Download my data: everything the viewer keeps here as one JSON document (indented text, for a .json file): `profile`, `jots` (with image URLs), `likes`, " +
      '`following`, `followers`, `blocked_authors`, `muted_authors` and `exported_at`. Only ever the viewer\'s own. Read it only when asked for: it costs a full read of the account.',
    resolve: async (_viewer, _args, context) => JSON.stringify(await exportOwnData(context.upstream), null, 2),
  }),
);
