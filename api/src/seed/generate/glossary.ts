/** Glossary terms from the subjects' word banks, linked to the pods that teach them. */
import type { GlossaryTermPodRow, GlossaryTermRow } from '../model.ts';
import type { Random } from '../random.ts';
import { capitalize, fillHtml, inSentence, slugify } from '../text.ts';
import { GLOSSARY_DETAILS, GLOSSARY_LEADS, GLOSSARY_SEE_ALSO } from '../words/glossary-text.ts';
import { referenceUrl } from '../words/media.ts';
import type { Subject } from '../words/subject.ts';
import { SUBJECTS } from '../words/subjects/index.ts';
import type { PodPlan } from './catalog.ts';
import type { Clock } from './clock.ts';

export interface Glossary {
  terms: GlossaryTermRow[];
  termPods: GlossaryTermPodRow[];
}

/** 'Béchamel' -> 'B': the A-Z filter needs a plain upper-case letter. */
export function firstLetter(name: string): string {
  const letter = name.normalize('NFKD').charAt(0).toUpperCase();
  if (!/^[A-Z]$/.test(letter)) throw new Error(`glossary term must start with a letter A-Z: ${name}`);
  return letter;
}

export function generateGlossary(rng: Random, clock: Clock, pods: readonly PodPlan[], count: number): Glossary {
  // Every distinct term of every subject (a term listed by two subjects belongs to the first).
  const entries: { name: string; subject: Subject }[] = [];
  const seen = new Set<string>();
  for (const subject of SUBJECTS) {
    for (const name of subject.terms) {
      const slug = slugify(name);
      if (seen.has(slug)) continue;
      seen.add(slug);
      entries.push({ name, subject });
    }
  }
  if (entries.length < count) throw new Error(`the word banks hold ${entries.length} terms, fewer than ${count}`);
  const dropped = new Set(rng.sample(entries, entries.length - count));
  const kept = entries.filter((entry) => !dropped.has(entry));

  const podsBySubject = new Map<Subject, PodPlan[]>();
  for (const pod of pods) podsBySubject.set(pod.subject, [...(podsBySubject.get(pod.subject) ?? []), pod]);

  const terms: GlossaryTermRow[] = [];
  const termPods: GlossaryTermPodRow[] = [];
  kept.forEach(({ name, subject }, index) => {
    const id = index + 1;
    const subjectPods = podsBySubject.get(subject) ?? [];
    // Linked to the pods that teach the term; a term no pod teaches goes to one pod of its subject.
    let linked = subjectPods.filter((pod) => pod.terms.includes(name));
    if (linked.length === 0 && subjectPods.length > 0) linked = [rng.pick(subjectPods)];
    // A subject's first pod is its reference: its glossary holds every term of the subject, so
    // it runs to several pages.
    const reference = subjectPods.find((pod) => pod.row.position === 0);
    if (reference && !linked.includes(reference)) linked = [...linked, reference];
    const home = linked[0];
    // "See also" points at neighbours from the same pod when there is one.
    const neighbours = (home && home.terms.length > 2 ? home.terms : subject.terms).filter((t) => t !== name);
    const [related, related2] = rng.sample(neighbours, 2).map(inSentence);
    const vars = {
      Term: capitalize(name),
      term: inSentence(name),
      related: related ?? subject.name,
      related2: related2 ?? subject.name,
      topic: home?.row.name ?? subject.name,
      subject: subject.name,
    };
    const created = clock.daysAgo(rng.int(380, 700));
    terms.push({
      id,
      name,
      slug: slugify(name),
      content: `<p>${fillHtml(rng.pick(GLOSSARY_LEADS), vars)}</p><p>${fillHtml(rng.pick(GLOSSARY_DETAILS), vars)}</p>${fillHtml(GLOSSARY_SEE_ALSO, vars)}`,
      reference_url: referenceUrl(name),
      first_letter: firstLetter(name),
      created_at: clock.iso(created),
      updated_at: clock.iso(created),
    });
    for (const pod of linked) termPods.push({ glossary_term_id: id, pod_id: pod.row.id });
  });
  return { terms, termPods };
}
