import type { Db } from '../src/db/client.ts';
import { Fixtures } from './support/fixtures.ts';

/**
 * A small catalogue for the search specs. Visible: container Science with pods Photosynthesis
 * and Plant Biology. Hidden: the inactive pod Photosynthesis Archive and the pod Photosynthesis
 * Fossils of the inactive container Archive, with a photosynthesis jot under each.
 */
export async function buildSearchWorld(db: Db) {
  const f = new Fixtures(db);
  const users = {
    alice: await f.user({ name: 'Alice' }),
    bob: await f.user({ name: 'Bob' }),
    expert: await f.user({ name: 'Jotpod Expert', is_expert: true }),
  };
  const science = await f.container({ name: 'Science', slug: 'science' });
  const archive = await f.container({ name: 'Archive', slug: 'archive', is_active: false });
  const pods = {
    photosynthesis: await f.pod(science, { name: 'Photosynthesis', slug: 'photosynthesis', description: 'How plants turn light into sugar.' }),
    plants: await f.pod(science, { name: 'Plant Biology', slug: 'plant-biology', description: 'Roots, stems, leaves and photosynthesis.' }),
    inactive: await f.pod(science, { name: 'Photosynthesis Archive', slug: 'photosynthesis-archive', is_active: false }),
    fossils: await f.pod(archive, { name: 'Photosynthesis Fossils', slug: 'photosynthesis-fossils' }),
  };
  const item = async (podId: number) => f.listItem(await f.section(podId));
  const items = {
    photosynthesis: await item(pods.photosynthesis),
    plants: await item(pods.plants),
    inactive: await item(pods.inactive),
    fossils: await item(pods.fossils),
  };
  const jots = {
    titled: await f.jot(items.photosynthesis, users.alice, {
      name: 'Photosynthesis in five minutes',
      content: '<p>A short tour of how leaves make food from light.</p>',
    }),
    // Says "photosynthesis" four times, but only in its body: still ranks below the title match.
    bodyOnly: await f.jot(items.plants, users.bob, {
      name: 'Leaves and light',
      content: '<p>Photosynthesis, photosynthesis, photosynthesis: the leaf does photosynthesis all day.</p>',
      content_type: 'video',
      content_url: 'https://youtu.be/leaves',
    }),
    byExpert: await f.jot(items.plants, users.expert, {
      name: 'Expert notes on chlorophyll',
      content: '<p>Chlorophyll absorbs red and blue light for photosynthesis.</p>',
    }),
    tricky: await f.jot(items.plants, users.alice, {
      name: 'Sun <b>& photosynthesis</b> "quoted"',
      content: '<p>Green photosynthesis &amp; sun <img src=x onerror=alert(2)> "quoted" text.</p>',
    }),
    hiddenPod: await f.jot(items.inactive, users.alice, { name: 'Photosynthesis hidden in an inactive pod' }),
    hiddenContainer: await f.jot(items.fossils, users.alice, { name: 'Photosynthesis hidden in an inactive container' }),
  };
  const terms = {
    chlorophyll: await f.glossaryTerm('Chlorophyll', [pods.photosynthesis, pods.plants], {
      content: '<p>The green pigment that captures light for photosynthesis.</p>',
    }),
    chloroplast: await f.glossaryTerm('Chloroplast', [pods.photosynthesis], { content: '<p>Where photosynthesis happens in a plant cell.</p>' }),
    stomata: await f.glossaryTerm('Stomata', [pods.plants], { content: '<p>Pores that let carbon dioxide in.</p>' }),
    sugar: await f.glossaryTerm('Sucrose', [pods.photosynthesis], { content: '<p>The sugar plants carry to their roots.</p>' }),
    xylem: await f.glossaryTerm('Xylem', [pods.plants, pods.inactive], { content: '<p>Tubes carrying water up from the roots.</p>' }),
  };
  /** What searches never find (for whileShown, the control of the hiding tests). */
  const hidden = { pods: [pods.inactive], containers: [archive] };
  return { f, users, pods, items, jots, terms, hidden };
}

export type SearchWorld = Awaited<ReturnType<typeof buildSearchWorld>>;

/** The JSON of GET /api/v1/search, as clients read it. */
export interface SearchBody {
  data: {
    index: 'pods' | 'jots' | 'glossary_terms';
    id: number;
    score: number;
    highlights: { name: string; content: string };
    record: { id: number; name: string; user?: { id: number; name: string }; pod?: { id: number } };
  }[];
  options: {
    pagination: { total_records: number; page: number; size: number; total_pages: number };
    totals: { pods: number; jots: number; glossary_terms: number };
    totals_capped: { pods: boolean; jots: boolean; glossary_terms: boolean };
    facets: { first_letter: Record<string, number> };
  };
}
