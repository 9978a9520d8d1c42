/**
 * Names and blurbs for the learning structure: pods, sections and list item articles. Same
 * placeholders as jot-text.ts, plus {pod} and {section}.
 */

export const POD_DESCRIPTIONS: readonly string[] = [
  'Short, focused lessons on {topic}, from the first definitions to confident practice. Start with {term}, then move on to {related}.',
  'Everything you need to get comfortable with {topic}: clear explanations, worked examples and jots from learners like you.',
  'A friendly path through {topic} for busy people. Five minutes a day is enough to make real progress.',
  'Learn {topic} the way teachers explain it at the board: one idea at a time, with plenty of examples.',
  'From {term} to {related}: the core ideas of {topic}, explained simply and practised often.',
];

/** Top-level section names, in the order a pod usually presents them. */
export const SECTION_NAMES: readonly string[] = [
  'Getting Started', 'Core Concepts', 'Worked Examples', 'Practice and Exercises', 'Going Deeper',
  'Common Pitfalls', 'Real-World Applications', 'Review and Reflection',
];

/** Second-level sections are named after a term ({Term}); third-level ones are these. */
export const SUBSECTION_TEMPLATES: readonly string[] = ['{Term} Basics', 'Exploring {term}', 'Focus on {term}'];
export const LEAF_SECTION_NAMES: readonly string[] = ['Exercises', 'Further Reading', 'Quick Quiz'];

export const SECTION_INFOS: readonly string[] = [
  '<p>This part of <strong>{pod}</strong> gathers short lessons and the jots people shared about them. Work through the items in order or jump to what you need.</p>',
  '<p>Take your time here: each item is a five-minute read, followed by jots from other learners. <em>Tip:</em> write one sentence of your own after each item.</p>',
  '<p>These items build on each other. If one feels hard, revisit <strong>{term}</strong> first.</p>',
];

export const SECTION_DESCRIPTIONS: readonly string[] = [
  'Short lessons on {section}.',
  'Notes, examples and exercises for {section}.',
  'Start here if {section} is new to you.',
];

/** List item names; most are the bare term, some get a frame. */
export const LIST_ITEM_TEMPLATES: readonly string[] = ['{Term}', '{Term}', '{Term}', 'Introduction to {term}', '{Term} in practice', 'Understanding {term}'];

export const ARTICLE_LEADS: readonly string[] = [
  '{Term} is a central idea in {topic}. This short article explains what it is, why it matters and how to practise it.',
  'Before reading the jots below, take two minutes to get the big picture of {term}.',
  'Almost every course on {topic} reaches {term} early on. Here is a compact overview to start from.',
];

export const ARTICLE_WHY: readonly string[] = [
  'Understanding {term} makes {related} and much of {topic} easier to follow, because so many later ideas lean on it.',
  'People who use {subject} every day rely on {term} constantly, often without naming it.',
  'It is the kind of idea that seems abstract until you use it once; after that it becomes a tool you keep reaching for.',
];

export const ARTICLE_OBJECTIVES: readonly string[] = [
  'What {term} means, in plain words',
  'How it connects to {related}',
  'One everyday example you can remember',
  'A simple way to practise: {practice}',
  'The most common misunderstanding, and how to avoid it',
];
