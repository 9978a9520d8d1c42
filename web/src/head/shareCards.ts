/**
 * What a page's generated share card says (the bff draws it: bff/src/cards): a 1200 x 630 picture
 * (Open Graph's and X's large card) with the page's title and who or what it belongs to, for
 * pages that have no picture of their own. Plain data, read by the pages' heads and the cards.
 */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** What each kind of card is for; its address is /cards/{kind}/{key}.png. */
export const CARD_KINDS = ['jot', 'pod', 'container', 'section', 'list-item', 'author', 'site'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

export interface CardContent {
  kind: CardKind;
  /** The big text: a jot's title, a pod's name. */
  title: string;
  /** The line under it: "by Ada · Algebra Foundations". */
  byline: string;
}

/** A jot's card: its title, author and pod. */
export function jotCard(jot: { title: string; author: { name: string } | null; pod: { name: string } | null | undefined }): CardContent {
  return { kind: 'jot', title: jot.title, byline: [jot.author ? `by ${jot.author.name}` : '', jot.pod?.name ?? ''].filter(Boolean).join(' · ') };
}

export function podCard(pod: { name: string; container: { name: string } | null | undefined }): CardContent {
  return { kind: 'pod', title: pod.name, byline: pod.container?.name ?? '' };
}

export function containerCard(container: { name: string; podCount: number }): CardContent {
  return { kind: 'container', title: container.name, byline: `${container.podCount} ${container.podCount === 1 ? 'learning pod' : 'learning pods'}` };
}

export function sectionCard(section: { name: string; pod: { name: string } | null | undefined }): CardContent {
  return { kind: 'section', title: section.name, byline: section.pod?.name ?? '' };
}

export function listItemCard(item: { name: string; pod: { name: string } | null | undefined }): CardContent {
  return { kind: 'list-item', title: item.name, byline: item.pod?.name ?? '' };
}

export function authorCard(user: { name: string; jotCount: number }): CardContent {
  return { kind: 'author', title: user.name, byline: `${user.jotCount} ${user.jotCount === 1 ? 'jot' : 'jots'} on Jotpod` };
}

/** The card of pages that are about the site itself (home, feeds, about, subscription). */
export const SITE_CARD: CardContent = { kind: 'site', title: 'Short lessons on everything, written by teachers', byline: 'jots, learning pods and glossaries' };
