/** Containers (one per subject, plus the company's) and their pods. */
import { logoSvg, bannerSvg } from '../images/svg.ts';
import type { ImageRegistry } from '../images/registry.ts';
import type { ContainerRow, PodRow } from '../model.ts';
import type { Random } from '../random.ts';
import { SlugRegistry, escapeHtml, fill, inSentence, slugify } from '../text.ts';
import { COMPANY } from '../words/company.ts';
import { YOUTUBE_IDS, youtubeEmbedUrl } from '../words/media.ts';
import { POD_DESCRIPTIONS } from '../words/structure-text.ts';
import type { Subject } from '../words/subject.ts';
import { INACTIVE_SUBJECTS, SUBJECTS } from '../words/subjects/index.ts';
import type { Clock } from './clock.ts';

/** The company's look: Jotpod's own colours for its container, pod and badges. */
export const COMPANY_SUBJECT: Subject = {
  name: COMPANY.containerName,
  core: false,
  hue: 255,
  motif: 'spiral',
  tagline: 'News, guides and policies from the Jotpod team.',
  topics: [COMPANY.podName],
  terms: [],
  curriculum: {},
  practice: ['reading one jot a day'],
};

export interface ContainerPlan {
  row: ContainerRow;
  subject: Subject;
}

export interface PodPlan {
  row: PodRow;
  subject: Subject;
  /** Terms this pod teaches: its list items, jots and glossary links draw from them. */
  terms: string[];
}

export interface Catalog {
  containers: ContainerPlan[];
  pods: PodPlan[];
  companyPod: PodPlan;
}

export interface CatalogSize {
  /** Pods across all subjects, the company pod included. */
  pods: number;
  /** Pods of the inactive subject (they count towards pods). */
  inactiveSubjectPods: number;
  /** Active pods switched off on their own. */
  inactivePods: number;
  /** Pods left without logo/profile images, to exercise the fallback images. */
  podsWithoutImages: number;
  /** Pods that were created recently (the NEW feed). */
  recentPods: number;
  /**
   * One subject that takes this many pods (they count towards pods) before the others share the
   * rest: a container with several pages of pods, where the others hold about one page each.
   */
  featured: { subject: string; pods: number };
}

export const DEMO_CATALOG: CatalogSize = {
  pods: 166,
  inactiveSubjectPods: 4,
  inactivePods: 2,
  podsWithoutImages: 5,
  recentPods: 15,
  featured: { subject: 'Mathematics', pods: 32 },
};

export function containerLogoPath(images: ImageRegistry, subject: Subject): string {
  const slug = slugify(subject.name);
  return images.add(`seed/containers/${slug}.svg`, () => logoSvg(`container:${slug}`, subject.name, subject.hue, subject.motif));
}

export function generateCatalog(rng: Random, clock: Clock, images: ImageRegistry, size: CatalogSize): Catalog {
  const containers: ContainerPlan[] = [];
  const allSubjects = [...SUBJECTS, COMPANY_SUBJECT];
  allSubjects.forEach((subject, index) => {
    const isCompany = subject === COMPANY_SUBJECT;
    const created = clock.daysAgo(760 - index);
    containers.push({
      subject,
      row: {
        id: index + 1,
        name: subject.name,
        slug: isCompany ? COMPANY.containerSlug : slugify(subject.name),
        is_active: !INACTIVE_SUBJECTS.has(subject.name),
        section: subject.core ? 1 : 0,
        topic_logo_image: containerLogoPath(images, subject),
        video: index % 3 === 0 ? youtubeEmbedUrl(YOUTUBE_IDS[index % YOUTUBE_IDS.length] as string) : null,
        info: `<p>${subject.tagline}</p>`,
        product: null,
        // Sidebar order: core subjects, categories, then the company container last.
        position: isCompany ? 99 : index + 1,
        created_at: clock.iso(created),
        updated_at: clock.iso(created),
      },
    });
  });

  const topicsBySubject = chooseTopics(size);
  const slugs = new SlugRegistry();
  slugs.take(COMPANY.podSlug); // reserved: the company pod is created last but owns the clean slug
  const pods: PodPlan[] = [];
  for (const container of containers) {
    if (container.subject === COMPANY_SUBJECT) continue;
    const topics = topicsBySubject.get(container.subject) ?? [];
    const extras = unclaimedTerms(container.subject);
    topics.forEach((topic, position) => {
      const terms = podTerms(rng, container.subject, topic, extras, position, topics.length);
      pods.push(podPlan(rng, clock, images, slugs, container, topic, position, terms, pods.length + 1));
    });
  }

  // Individually switched-off pods, and pods without artwork; never a subject's first pod,
  // which banners and tests link to.
  const activeContainers = new Set(containers.filter((c) => c.row.is_active).map((c) => c.row.id));
  const candidates = pods.filter((pod) => pod.row.position > 0 && activeContainers.has(pod.row.container_id));
  for (const pod of rng.sample(candidates, size.inactivePods)) pod.row.is_active = false;
  const withoutImages = rng.sample(candidates.filter((pod) => pod.row.is_active), size.podsWithoutImages);
  withoutImages.forEach((pod, i) => {
    pod.row.topic_logo_image = null;
    if (i % 2 === 0) pod.row.topic_profile_image = null; // some lose both, some only the logo
  });
  for (const pod of rng.sample(pods.filter((p) => p.row.is_active && activeContainers.has(p.row.container_id)), size.recentPods)) {
    const created = clock.daysAgo(rng.int(20, 90));
    pod.row.created_at = clock.iso(created);
    pod.row.updated_at = clock.iso(created);
  }

  const companyContainer = containers[containers.length - 1] as ContainerPlan;
  const companyCreated = clock.daysAgo(750);
  const companyPod: PodPlan = {
    subject: COMPANY_SUBJECT,
    terms: [],
    row: {
      id: pods.length + 1,
      container_id: companyContainer.row.id,
      name: COMPANY.podName,
      slug: COMPANY.podSlug,
      description: COMPANY.podDescription,
      is_active: true,
      is_company: true,
      topic_logo_image: images.add('seed/pods/jotpod-logo.svg', () => logoSvg('pod:jotpod', 'Jotpod', COMPANY_SUBJECT.hue, COMPANY_SUBJECT.motif, 256)),
      topic_profile_image: images.add('seed/pods/jotpod-profile.svg', () =>
        bannerSvg('pod-profile:jotpod', 'Jotpod', COMPANY_SUBJECT.hue, COMPANY_SUBJECT.motif, 1200, 400, 'Learn and share'),
      ),
      video: null,
      info: `<p>${COMPANY.podDescription}</p>`,
      product: 'Jotpod',
      position: 0,
      created_at: clock.iso(companyCreated),
      updated_at: clock.iso(companyCreated),
    },
  };
  pods.push(companyPod);
  return { containers, pods, companyPod };
}

/** Terms of a subject that no topic of its curriculum claims. */
export function unclaimedTerms(subject: Subject): string[] {
  const claimed = new Set(Object.values(subject.curriculum).flat());
  return subject.terms.filter((t) => !claimed.has(t));
}

/**
 * What a pod teaches: its topic's curriculum (in a seeded order), plus its share of the terms
 * no topic claims, topped up from the rest of the subject so every pod has at least eight.
 */
function podTerms(rng: Random, subject: Subject, topic: string, extras: readonly string[], position: number, podCount: number): string[] {
  const own = rng.shuffle(subject.curriculum[topic] ?? []);
  const share = extras.filter((_, i) => i % podCount === position);
  const terms = [...own, ...share];
  const others = rng.shuffle(subject.terms.filter((t) => !terms.includes(t)));
  while (terms.length < 8 && others.length > 0) terms.push(others.pop() as string);
  return terms;
}

/**
 * The featured subject takes its share first; the other topics are dealt round-robin so every
 * other active subject gets about the same number of pods.
 */
function chooseTopics(size: CatalogSize): Map<Subject, string[]> {
  const chosen = new Map<Subject, string[]>();
  const featured = SUBJECTS.find((s) => s.name === size.featured.subject && !INACTIVE_SUBJECTS.has(s.name));
  if (!featured || featured.topics.length < size.featured.pods) {
    throw new Error(`the featured subject '${size.featured.subject}' must be active and hold ${size.featured.pods} topics`);
  }
  chosen.set(featured, featured.topics.slice(0, size.featured.pods));
  const active = SUBJECTS.filter((s) => !INACTIVE_SUBJECTS.has(s.name) && s !== featured);
  for (const subject of SUBJECTS.filter((s) => INACTIVE_SUBJECTS.has(s.name))) {
    chosen.set(subject, subject.topics.slice(0, size.inactiveSubjectPods));
  }
  let remaining = size.pods - 1 - size.inactiveSubjectPods - size.featured.pods; // minus the company pod
  for (let round = 0; remaining > 0; round++) {
    let dealt = false;
    for (const subject of active) {
      if (remaining === 0) break;
      const topic = subject.topics[round];
      if (topic === undefined) continue;
      chosen.set(subject, [...(chosen.get(subject) ?? []), topic]);
      remaining--;
      dealt = true;
    }
    if (!dealt) throw new Error(`the word banks hold fewer topics than ${size.pods} pods`);
  }
  return chosen;
}

function podPlan(
  rng: Random,
  clock: Clock,
  images: ImageRegistry,
  slugs: SlugRegistry,
  container: ContainerPlan,
  topic: string,
  position: number,
  terms: string[],
  id: number,
): PodPlan {
  const { subject } = container;
  const slug = slugs.take(topic);
  const created = clock.daysAgo(rng.int(420, 740));
  const [first, second] = terms;
  const vars = { topic, term: inSentence(first ?? topic), related: inSentence(second ?? topic) };
  return {
    subject,
    terms,
    row: {
      id,
      container_id: container.row.id,
      name: topic,
      slug,
      description: fill(rng.pick(POD_DESCRIPTIONS), vars),
      is_active: true,
      is_company: false,
      topic_logo_image: images.add(`seed/pods/${slug}-logo.svg`, () => logoSvg(`pod:${slug}`, topic, subject.hue, subject.motif, 256)),
      topic_profile_image: images.add(`seed/pods/${slug}-profile.svg`, () =>
        bannerSvg(`pod-profile:${slug}`, topic, subject.hue, subject.motif, 1200, 400, subject.name),
      ),
      video: rng.chance(0.3) ? `https://www.youtube.com/watch?v=${rng.pick(YOUTUBE_IDS)}` : null,
      info: `<p>${subject.tagline}</p><ul>${terms
        .slice(0, 3)
        .map((t) => `<li>${escapeHtml(t)}</li>`)
        .join('')}</ul>`,
      product: null,
      position,
      created_at: clock.iso(created),
      updated_at: clock.iso(created),
    },
  };
}
