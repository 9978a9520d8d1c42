import { builder } from '../builder.ts';
import { JotRef } from '../browse/node-refs.ts';

/** Reading time is shown in whole minutes, at least one. */
const SECONDS_PER_MINUTE = 60;

/** What collections add to a jot: the viewer's save state and how long it takes. */
builder.objectFields(JotRef, (t) => ({
  viewerHasSaved: t.exposeBoolean('has_saved', {
    description: 'Whether the signed-in viewer has it in any of their collections (the Save button state); false for visitors.',
  }),
  readingTimeMinutes: t.int({
    description: "Minutes it takes: its words at 230 a minute, plus the author's duration of its audio or video; at least 1.",
    resolve: (jot) => Math.max(1, Math.ceil(jot.reading_seconds / SECONDS_PER_MINUTE)),
  }),
  durationSeconds: t.exposeInt('duration_seconds', {
    nullable: true,
    description: 'The length of its audio or video in seconds, as its author gave it; null when none was given.',
  }),
}));
