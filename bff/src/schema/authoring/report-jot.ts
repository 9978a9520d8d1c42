import { encodeGlobalID } from '@pothos/plugin-relay';
import type { JotReportReason } from '@jotpod/api/contract';
import { reportJot } from '../../upstream/authoring.ts';
import { ValidationError } from '../../upstream/errors.ts';
import { builder } from '../builder.ts';
import { JotRef } from '../browse/node-refs.ts';
import { coveringValues } from '../shared/enum-values.ts';
import { withInputFieldNames } from '../shared/input-errors.ts';
import { NotFoundError } from '../shared/not-found-error.ts';
import { orNotFound } from '../shared/not-found.ts';
import { JOT_GONE } from './jots.ts';

export const JotReportReasonEnum = builder.enumType('JotReportReason', {
  description: 'Why a reader reports a jot.',
  values: coveringValues<JotReportReason>()({
    SPAM: { value: 'spam', description: 'Advertising, scams or repeated junk.' },
    HARASSMENT: { value: 'harassment', description: 'It attacks, threatens or demeans someone.' },
    MISINFORMATION: { value: 'misinformation', description: 'It teaches something false or misleading.' },
    OTHER: { value: 'other', description: 'Something else (say what in the note).' },
  }),
});

builder.relayMutationField(
  'reportJot',
  {
    description: 'The report.',
    inputFields: (t) => ({
      jotId: t.globalID({ for: JotRef, required: true, description: 'The global id of the jot (`Jot.id`).' }),
      reason: t.field({ type: JotReportReasonEnum, required: true, description: 'Why it is reported.' }),
      note: t.string({ description: 'Anything the reviewers should know (at most 1000 characters; blank is none).' }),
    }),
  },
  {
    description:
      "Reports someone else's jot for review. Each reader reports a jot once; a jot reported by three different readers is hidden everywhere until reviewed. " +
      "Reports are never shown to anyone but the reviewers. Signed-in only (visitors get UNAUTHENTICATED). Errors: ValidationError on `reason` ('You have already reported this jot.', " +
      "'You cannot report your own jot.') or `note` (too long), NotFoundError (an unknown jot).",
    authScopes: { loggedIn: true },
    errors: {
      types: [ValidationError, NotFoundError],
      directResult: true,
      union: { name: 'ReportJotResult', description: 'What reportJot answers: ReportJotPayload when filed, else one of its typed errors.' },
    },
    resolve: (_root, { input }, context) =>
      withInputFieldNames(async () => {
        await orNotFound(JOT_GONE, () => reportJot(context.upstream, input.jotId.id, { reason: input.reason, note: input.note ?? null }));
        return { reportedJotId: encodeGlobalID('Jot', String(input.jotId.id)) };
      }),
  },
  {
    description: 'The report was filed.',
    outputFields: (t) => ({
      reportedJotId: t.id({ description: 'The global id of the reported jot.', resolve: (payload: { reportedJotId: string }) => payload.reportedJotId }),
    }),
  },
);
