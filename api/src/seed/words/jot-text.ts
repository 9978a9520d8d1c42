/**
 * Sentence templates for jots. Placeholders: {term} (mid-sentence form), {Term} (sentence start),
 * {related} (a neighbouring term), {topic} (pod), {subject} (container), {practice} (a
 * "how I practised" phrase of the subject). Generic enough to fit every subject, specific enough
 * to read like a person wrote them.
 */
import type { ContentType } from '../model.ts';

export const TITLE_TEMPLATES: readonly string[] = [
  '{Term} in five minutes', 'Understanding {term}', 'Why {term} matters', "A beginner's guide to {term}",
  'My notes on {term}', '{Term} explained with an everyday example', 'Three mistakes I made with {term}',
  'How I finally understood {term}', 'What nobody tells you about {term}', '{Term} vs {related}: what is the difference?',
  'From {related} to {term}', 'A quick mental model for {term}', '{Term}: the one-page summary',
  'Teaching {term} to a ten-year-old', '{Term}, step by step', 'Five things to know about {term}',
  'The story behind {term}', 'Practising {term} every day for a week', '{Term} cheat sheet',
  'Where {term} shows up in real life', 'Questions to ask yourself about {term}', 'Common misconceptions about {term}',
];

export const TITLE_TEMPLATES_BY_TYPE: Readonly<Record<ContentType, readonly string[]>> = {
  story: ['Sketchnotes on {term}', 'A picture story about {term}', '{Term} in six drawings', 'My {term} whiteboard'],
  video: ['Watch: {term} visualised', '{Term} in a ten-minute video', 'Video walkthrough: {term}', 'The best video on {term} I have found'],
  audio: ['Listen: {term} on the go', 'Podcast notes: {term}', 'A short audio lesson on {term}', 'Commute lesson: {term}'],
  pdf: ['{Term} worksheet (PDF)', 'Printable summary: {term}', 'Practice sheet: {term}', '{Term} revision notes (PDF)'],
  article: ['A deep dive into {term}', 'Everything I know about {term}', 'An essay on {term}', '{Term}: a field guide'],
};

export const OPENERS: readonly string[] = [
  'Today I finally understood {term}, and it took less time than I expected.',
  'If you are new to {topic}, {term} is one of the first ideas worth getting comfortable with.',
  'I used to confuse {term} with {related}, so here is how I keep them apart.',
  'This is a short note I wrote for my {subject} study group about {term}.',
  'Most explanations of {term} start with a definition; I prefer to start with an example.',
  'A student asked me about {term} last week, and this is the answer I wish I had given.',
  'I keep coming back to {term} whenever I study {topic}, so I wrote down what I know.',
  'Here is the explanation of {term} that finally made it click for me.',
];

export const BODY: readonly string[] = [
  'Start with the simplest case you can imagine, and only then add the details.',
  'It connects directly to {related}, which is why the two are usually taught together.',
  'I got there by {practice}, which made the idea stick far better than rereading my notes.',
  'Once you can explain {term} in your own words, the rest of {topic} becomes much easier to follow.',
  'A good test is to predict what will happen before you check, then look at why you were right or wrong.',
  'Do not try to memorise everything at once: ten focused minutes a day beat one long session a week.',
  'The vocabulary can feel heavy at first, but every word points at something concrete.',
  'Write the idea on a single card and come back to it tomorrow to see what you still remember.',
  'If it feels confusing, go back to {related} for a moment; that is usually where the confusion starts.',
  'People who work in {subject} use {term} almost without thinking, and that fluency comes from many small repetitions.',
  'Try explaining it to someone else: the gaps in your understanding show up immediately.',
  'The common mistake is to treat {term} as a rule to memorise instead of an idea to use.',
  'Look for {term} in the world around you this week; once you notice it, you will see it everywhere.',
  'Compare two examples side by side and ask what they have in common and where they differ.',
];

export const CLOSERS: readonly string[] = [
  'Next week I will look at {related} in the same way.',
  'Save this jot and try the exercise again in a few days.',
  'Small steps, every day: that is how {subject} becomes second nature.',
  'If this helped, follow me for more short notes on {topic}.',
  'Let me know which part was hardest for you, and I will write a follow-up.',
];

/** A first paragraph that says what the attached medium is. */
export const MEDIA_INTROS: Readonly<Record<Exclude<ContentType, 'article'>, readonly string[]>> = {
  story: [
    'I sketched the key steps of {term} as a short picture story.',
    'These drawings are my whiteboard notes on {term}, cleaned up a little.',
    'A few images that helped me remember {term}.',
  ],
  video: [
    'This video walks through {term} with clear visuals in about ten minutes.',
    'The clearest video explanation of {term} I have found so far.',
    'Watch this once for the big picture, then again with a notebook open.',
  ],
  audio: [
    'A short audio lesson on {term} that you can listen to on a walk or a commute.',
    'Listen with your eyes closed and try to picture each step of {term}.',
    'I recorded this while revising {term}: fifteen minutes, no slides needed.',
  ],
  pdf: [
    'I put together a printable worksheet on {term} with worked examples and practice questions.',
    'A two-page summary of {term} you can print and pin above your desk.',
    'Print it, try the questions without notes, then check the answers on the last page.',
  ],
};

/** Headings of the sections of an article jot. */
export const ARTICLE_HEADINGS: readonly string[] = [
  'The short version', 'Why it matters', 'A worked example', 'How to practise', 'Where people get stuck',
  'Going further', 'A quick checklist',
];

export const CHECKLIST_ITEMS: readonly string[] = [
  'Say what {term} means in one sentence',
  'Give one example and one counterexample',
  'Explain how it relates to {related}',
  'Spend ten minutes {practice}',
  'Teach it to someone else',
  'Review it again in three days',
];
