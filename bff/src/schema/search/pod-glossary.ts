import { resolvePagedConnection } from '../../pagination/offset-connection.ts';
import { builder } from '../builder.ts';
import { GlossaryTermRef } from '../browse/glossary-term.ts';
import { pageArgDescriptions } from '../shared/page-args.ts';
import { pageCursorsField } from '../shared/page-cursors.ts';
import { PodRef } from '../browse/node-refs.ts';
import { BadUserInputError } from '../../bad-user-input.ts';

/** The pod glossary screen shows 20 terms a page. */
const GLOSSARY_PAGE_SIZE = 20;
const ALPHABET = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));

interface GlossaryLetter {
  letter: string;
  count: number;
}

const GlossaryLetterRef = builder.objectRef<GlossaryLetter>('GlossaryLetter').implement({
  description: 'One button of the A to Z filter.',
  fields: (t) => ({
    letter: t.exposeString('letter', { description: 'Upper case A-Z.' }),
    count: t.exposeInt('count', { description: 'Terms under this letter for the current query, whatever letter is chosen.' }),
    isAvailable: t.boolean({ description: 'False when no term starts with it: the button is disabled.', resolve: (l) => l.count > 0 }),
  }),
});

interface GlossaryExtras {
  letters: GlossaryLetter[];
}

const PodGlossaryConnectionRef = builder.connectionObject(
  {
    type: GlossaryTermRef,
    name: 'PodGlossaryConnection',
    description: "A page of a pod's glossary terms, with the A to Z filter's buttons and numbered pagination.",
    fields: (t) => ({
      pageCursors: pageCursorsField(t),
      letters: t.field({
        type: [GlossaryLetterRef],
        description: 'The A to Z filter: always 26 letters in order, with counts for the current query.',
        resolve: (c) => (c as typeof c & GlossaryExtras).letters,
      }),
    }),
  },
  { name: 'PodGlossaryConnectionEdge', description: 'A glossary term, with its cursor.' },
);

builder.objectFields(PodRef, (t) => ({
  glossary: t.field({
    type: PodGlossaryConnectionRef,
    description:
      'The pod glossary screen: terms by name, or ranked by `query` (prefix and typo tolerant), narrowed by `letter`; ' +
      `${GLOSSARY_PAGE_SIZE} a page with numbered pagination. One call to the search engine.`,
    args: {
      query: t.arg.string({ description: 'The search box; blank lists every term.' }),
      letter: t.arg.string({ description: 'Only terms starting with this letter: one letter A-Z, any case (anything else is a BAD_USER_INPUT error); blank or omitted: all letters.' }),
      first: t.arg.int({ defaultValue: GLOSSARY_PAGE_SIZE, description: pageArgDescriptions.first(GLOSSARY_PAGE_SIZE) }),
      after: t.arg.string({ description: pageArgDescriptions.after }),
      page: t.arg.int({ description: pageArgDescriptions.page }),
    },
    resolve: async (pod, args, context) => {
      const letter = args.letter?.trim().toUpperCase() || undefined;
      if (letter !== undefined && !/^[A-Z]$/.test(letter)) {
        throw new BadUserInputError('`letter` must be a single letter from A to Z.');
      }
      const text = args.query?.trim() || undefined;
      let counts: Record<string, number> = {};
      const connection = await resolvePagedConnection(
        { first: args.first, after: args.after, page: args.page },
        { defaultSize: GLOSSARY_PAGE_SIZE },
        async ({ page, size }) => {
          const result = await context.search.glossary({ podId: pod.id, text, letter, page, size });
          counts = result.letters;
          return { items: result.terms, totalRecords: result.total };
        },
      );
      return { ...connection, letters: ALPHABET.map((l) => ({ letter: l, count: counts[l] ?? 0 })) };
    },
  }),
}));
