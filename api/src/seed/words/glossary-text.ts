/** Glossary entry templates: {Term}, {term}, {related}, {related2}, {topic}, {subject}. */

export const GLOSSARY_LEADS: readonly string[] = [
  '<strong>{Term}</strong> is a term from {subject}, met most often while studying {topic}.',
  'In {subject}, <strong>{term}</strong> names an idea that comes up again and again in {topic}.',
  '<strong>{Term}</strong>: a core concept of {topic}, part of the everyday vocabulary of {subject}.',
];

export const GLOSSARY_DETAILS: readonly string[] = [
  'Learners usually meet it right after {related}, and it becomes a building block for much of what follows.',
  'It gives a name to something experienced people notice all the time, which makes it easier to talk about and to teach.',
  'A quick way to check your understanding is to explain {term} with one everyday example and one counterexample.',
  'It is easy to confuse with {related}; the difference matters as soon as you apply it to a real problem.',
  'Most introductions define it first and then show it at work; it sticks better the other way around.',
];

export const GLOSSARY_SEE_ALSO = '<p><em>See also:</em> {related}, {related2}.</p>';
