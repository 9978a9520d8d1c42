/**
 * The demo scale as plain data: a pure function of (seed, now). Nothing here touches the
 * database or the disk, which keeps generation testable and fast (tens of milliseconds).
 */
import { DEMO_CATALOG, generateCatalog } from './generate/catalog.ts';
import { Clock } from './generate/clock.ts';
import { generateGlossary } from './generate/glossary.ts';
import { generateJots } from './generate/jots.ts';
import { generateSite } from './generate/site.ts';
import { applyLikeCounters, generateSocial } from './generate/social.ts';
import { generateStructure } from './generate/structure.ts';
import { generateUsers } from './generate/users.ts';
import { ImageRegistry } from './images/registry.ts';
import type { DemoData } from './model.ts';
import { Random } from './random.ts';

export const DEMO_SIZE = {
  users: 60,
  jots: 2800,
  glossaryTerms: 1000,
} as const;

export function buildDemoData(seed: number, now: Date): DemoData {
  const root = new Random(seed);
  // One stream per entity, forked up front: changing how one generator draws numbers leaves the
  // others' output unchanged.
  const streams = {
    catalog: root.fork('catalog'),
    users: root.fork('users'),
    structure: root.fork('structure'),
    jots: root.fork('jots'),
    glossary: root.fork('glossary'),
    social: root.fork('social'),
    site: root.fork('site'),
  };
  const clock = new Clock(now);
  const images = new ImageRegistry();

  const catalog = generateCatalog(streams.catalog, clock, images, DEMO_CATALOG);
  const users = generateUsers(streams.users, clock, images, catalog.pods, DEMO_SIZE.users);
  const structure = generateStructure(streams.structure, clock, catalog, users);
  const { jots, jotImages } = generateJots(streams.jots, clock, images, structure.listItems, users, DEMO_SIZE.jots);
  const glossary = generateGlossary(streams.glossary, clock, catalog.pods, DEMO_SIZE.glossaryTerms);
  const social = generateSocial(streams.social, clock, users, jots);
  applyLikeCounters(jots, social.likes, now);
  const site = generateSite(streams.site, clock, images, catalog.containers);

  return {
    containers: catalog.containers.map((c) => c.row),
    pods: catalog.pods.map((p) => p.row),
    users: users.map((u) => u.row),
    sections: structure.sections.map((s) => s.row),
    listItems: structure.listItems.map((l) => l.row),
    jots,
    jotImages,
    glossaryTerms: glossary.terms,
    glossaryTermPods: glossary.termPods,
    follows: social.follows,
    likes: social.likes,
    achievements: site.achievements,
    banners: site.banners,
    sideSegments: site.sideSegments,
    marketingStories: site.marketingStories,
    images: images.list(),
  };
}
