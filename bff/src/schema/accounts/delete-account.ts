import { deleteAccount } from '../../upstream/accounts.ts';
import { ValidationError } from '../../upstream/errors.ts';
import { builder } from '../builder.ts';
import { withInputFieldNames } from '../shared/input-errors.ts';
import { rememberViewerProfile } from './viewer.ts';

builder.relayMutationField(
  'deleteAccount',
  {
    description: "The profile page's delete-account confirmation.",
    inputFields: (t) => ({
      password: t.string({ required: true, description: "The account's password; a wrong one is a ValidationError on this field and changes nothing." }),
    }),
  },
  {
    description:
      "Deletes the viewer's own account for good: their jots with images, likes, follows, notifications, block and mute lists go, every session ends " +
      '(this one too: the session cookie is cleared), the email can register again, and a confirmation is mailed to it. ' +
      "Signed-in only (visitors get UNAUTHENTICATED). Errors: ValidationError on `password` ('The password is incorrect.').",
    authScopes: { loggedIn: true },
    errors: {
      types: [ValidationError],
      directResult: true,
      union: { name: 'DeleteAccountResult', description: 'What deleteAccount answers: DeleteAccountPayload when deleted, else a ValidationError.' },
    },
    resolve: (_root, { input }, context) =>
      withInputFieldNames(async () => {
        await deleteAccount(context.upstream, input.password);
        // The api revoked every token of the account already; the cookie only has to go.
        context.session.end();
        rememberViewerProfile(context, null);
        return { deleted: true as const };
      }),
  },
  {
    description: 'The account is gone and this browser is signed out.',
    outputFields: (t) => ({ deleted: t.boolean({ description: 'Always true.', resolve: (payload: { deleted: true }) => payload.deleted }) }),
  },
);
