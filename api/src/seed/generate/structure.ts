/** Sections (nested up to three levels) and list items with their article HTML. */
import type { ListItemRow, SectionRow } from '../model.ts';
import type { Random } from '../random.ts';
import { SlugRegistry, capitalize, escapeHtml, fill, fillHtml, inSentence } from '../text.ts';
import { ABOUT_PAGES, LEGAL_PAGES, type CompanyPage } from '../words/company.ts';
import { referenceUrl } from '../words/media.ts';
import {
  ARTICLE_LEADS,
  ARTICLE_OBJECTIVES,
  ARTICLE_WHY,
  LEAF_SECTION_NAMES,
  LIST_ITEM_TEMPLATES,
  SECTION_DESCRIPTIONS,
  SECTION_INFOS,
  SECTION_NAMES,
  SUBSECTION_TEMPLATES,
} from '../words/structure-text.ts';
import type { Catalog, PodPlan } from './catalog.ts';
import { DAY_MS, type Clock } from './clock.ts';
import { COMPANY_USER_ID, EXPERT_USER_ID, type UserPlan } from './users.ts';

export interface SectionPlan {
  row: SectionRow;
  pod: PodPlan;
  depth: number;
}

export interface ListItemPlan {
  row: ListItemRow;
  pod: PodPlan;
  section: SectionPlan;
  /** The term the item teaches; its jots talk about it. */
  term: string;
  /** A neighbouring term of the same pod, for "compare with" sentences. */
  related: string;
}

export interface Structure {
  sections: SectionPlan[];
  listItems: ListItemPlan[];
}

/** Pods that keep no sections at all (the 'No sections available.' state). */
export const DEMO_PODS_WITHOUT_SECTIONS = 2;

export function generateStructure(rng: Random, clock: Clock, catalog: Catalog, users: readonly UserPlan[]): Structure {
  const sections: SectionPlan[] = [];
  const listItems: ListItemPlan[] = [];
  const sectionSlugs = new SlugRegistry();
  const itemSlugs = new SlugRegistry();
  const authors = users.filter((u) => u.jotWeight > 0 && !u.row.is_private).map((u) => u.row.id);

  const addSection = (pod: PodPlan, parent: SectionPlan | null, name: string, position: number, created: number, term: string): SectionPlan => {
    const vars = { pod: pod.row.name, term: inSentence(term), section: name.toLowerCase() };
    const plan: SectionPlan = {
      pod,
      depth: parent ? parent.depth + 1 : 1,
      row: {
        id: sections.length + 1,
        pod_id: pod.row.id,
        parent_id: parent ? parent.row.id : null,
        name,
        slug: sectionSlugs.take(`${pod.row.slug}-${name}`),
        info: fillHtml(rng.pick(SECTION_INFOS), vars),
        description: fill(rng.pick(SECTION_DESCRIPTIONS), vars),
        position,
        created_at: clock.iso(created),
        updated_at: clock.iso(created),
      },
    };
    sections.push(plan);
    return plan;
  };

  const addItem = (section: SectionPlan, name: string, slug: string, article: string, author: number, position: number, created: number, term: string, related: string): void => {
    listItems.push({
      pod: section.pod,
      section,
      term,
      related,
      row: {
        id: listItems.length + 1,
        section_id: section.row.id,
        author_id: author,
        name,
        slug: itemSlugs.take(slug),
        article,
        position,
        created_at: clock.iso(created),
        updated_at: clock.iso(created),
      },
    });
  };

  // The company pod goes first so its legal pages become list items 1, 2 and 3: the footer's
  // legacy links /list-item/1, /2 and /3 point at them.
  const company = catalog.companyPod;
  const companyCreated = Date.parse(company.row.created_at) + DAY_MS;
  const companyPages: [string, readonly CompanyPage[]][] = [
    ['Legal', LEGAL_PAGES],
    ['About Jotpod', ABOUT_PAGES],
  ];
  companyPages.forEach(([name, pages], position) => {
    const section = addSection(company, null, name, position, companyCreated, name);
    pages.forEach((page, i) => addItem(section, page.name, page.slug, page.article, COMPANY_USER_ID, i, companyCreated, page.name, page.name));
  });

  const subjectPods = catalog.pods.filter((p) => p !== company);
  const bare = new Set(rng.sample(subjectPods.filter((p) => p.row.is_active && p.row.position > 0), DEMO_PODS_WITHOUT_SECTIONS));
  for (const pod of subjectPods) {
    if (bare.has(pod)) continue;
    const podCreated = Date.parse(pod.row.created_at);
    const latest = clock.nowMs - 14 * DAY_MS;
    const when = (afterMs: number, maxDays: number): number =>
      Math.max(afterMs, Math.min(latest, clock.between(afterMs, afterMs + maxDays * DAY_MS, rng.float())));
    let cursor = rng.int(0, pod.terms.length - 1);
    const nextTerm = (): [string, string] => {
      const term = pod.terms[cursor % pod.terms.length] as string;
      const related = pod.terms[(cursor + 1) % pod.terms.length] as string;
      cursor++;
      return [term, related];
    };
    const items = (section: SectionPlan, count: number): void => {
      for (let i = 0; i < count; i++) {
        const [term, related] = nextTerm();
        const name = fill(rng.pick(LIST_ITEM_TEMPLATES), { Term: capitalize(term), term: inSentence(term) });
        const author = rng.chance(0.6) || authors.length === 0 ? EXPERT_USER_ID : rng.pick(authors);
        addItem(section, name, name, articleHtml(rng, pod, term, related), author, i, when(Date.parse(section.row.created_at), 30), term, related);
      }
    };

    const topNames = ['Getting Started', ...rng.sample(SECTION_NAMES.slice(1), rng.int(2, 4))].sort(
      (a, b) => SECTION_NAMES.indexOf(a) - SECTION_NAMES.indexOf(b),
    );
    topNames.forEach((name, position) => {
      const top = addSection(pod, null, name, position, when(podCreated, 20), pod.terms[0] ?? pod.row.name);
      items(top, rng.int(1, 3));
      if (position === 0 || !rng.chance(0.35)) return;
      const childCount = rng.int(2, 3);
      for (let c = 0; c < childCount; c++) {
        const [term] = nextTerm();
        const childName = fill(rng.pick(SUBSECTION_TEMPLATES), { Term: capitalize(term), term: inSentence(term) });
        const child = addSection(pod, top, childName, c, when(Date.parse(top.row.created_at), 20), term);
        items(child, rng.int(1, 2));
        if (!rng.chance(0.25)) continue;
        rng.sample(LEAF_SECTION_NAMES, rng.int(1, 2)).forEach((leafName, l) => {
          const leaf = addSection(pod, child, `${leafName}: ${term}`, l, when(Date.parse(child.row.created_at), 20), term);
          items(leaf, 1);
        });
      }
    });
  }
  return { sections, listItems };
}

function articleHtml(rng: Random, pod: PodPlan, term: string, related: string): string {
  const vars = {
    Term: capitalize(term),
    term: inSentence(term),
    related: inSentence(related),
    topic: pod.row.name,
    subject: pod.subject.name,
    practice: rng.pick(pod.subject.practice),
  };
  const objectives = rng.sample(ARTICLE_OBJECTIVES, 3).map((o) => `<li>${fillHtml(o, vars)}</li>`);
  return [
    `<p>${fillHtml(rng.pick(ARTICLE_LEADS), vars)}</p>`,
    '<h3>Why it matters</h3>',
    `<p>${fillHtml(rng.pick(ARTICLE_WHY), vars)}</p>`,
    '<h3>What you will learn</h3>',
    `<ul>${objectives.join('')}</ul>`,
    '<h3>Read more</h3>',
    `<p>A good next step is the <a href="${escapeHtml(referenceUrl(term))}">encyclopedia article on ${escapeHtml(inSentence(term))}</a>, then the jots below.</p>`,
  ].join('');
}
