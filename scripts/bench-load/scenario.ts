/**
 * One virtual user: a loop of what people do on the site until the deadline. Everyone reads
 * screens (the web app's persisted operations with the variables its routes send); a signed-in
 * user (registered through the `register` mutation, then by session cookie) also likes and
 * unlikes, follows and unfollows, searches, and writes jots with uploaded images. Every write the
 * site acknowledges goes into the user's ledger, which is read back after the load.
 */
import { RateLimited, RequestFailed, type Client, type Data } from './client.ts';
import type { Catalog } from './catalog.ts';
import { noisePng } from './image.ts';
import type { Recorder } from './stats.ts';
import { send } from './operations.ts';

export interface WrittenJot {
  slug: string;
  title: string;
  imageCount: number;
}

/** Acknowledged state per user: true/false as last acknowledged, null when an answer was lost. */
export interface Ledger {
  likes: Map<string, boolean | null>;
  follows: Map<string, boolean | null>;
  jots: WrittenJot[];
}

export interface VirtualUser {
  index: number;
  client: Client;
  /** Set for signed-in users once registered. */
  ledger: Ledger | null;
}

export interface ScenarioOptions {
  catalog: Catalog;
  recorder: Recorder;
  /** When every user stops (epoch ms); read on every step, so it can be set after they started. */
  deadline: number;
  /** Mean pause between two actions (reading a screen), ms. */
  thinkMs: number;
  runId: string;
}

const UPLOAD_MUTATION = `mutation BenchAddPendingJotImage($input: AddPendingJotImageInput!) {
  addPendingJotImage(input: $input) {
    __typename
    ... on AddPendingJotImagePayload { image { databaseId } }
    ... on ValidationError { message }
  }
}`;

const IMAGES = [noisePng(160, 1), noisePng(160, 2), noisePng(160, 3)].map((png) => new Blob([png], { type: 'image/png' }));

/** Deterministic per user, so two runs browse alike. */
class Dice {
  private state: number;
  constructor(state: number) {
    this.state = state;
  }
  next(): number {
    this.state = (Math.imul(this.state, 1664525) + 1013904223) >>> 0;
    return this.state / 2 ** 32;
  }
  pick<T>(values: readonly T[]): T {
    const value = values[Math.floor(this.next() * values.length)];
    if (value === undefined) throw new Error('nothing to pick from');
    return value;
  }
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

type Screen = (user: VirtualUser, dice: Dice, catalog: Catalog) => Promise<unknown>;

const FEED_TAGS = ['NEW', 'PERSONAL', 'TRENDING'] as const;
const LIST_ITEM_TAGS = ['TRENDING', 'HOT', 'NEW'] as const;

/** The screens of the web app and the variables their routes send (page sizes as in web/src). */
const SCREENS: Screen[] = [
  (u) => send(u.client, 'HomePageQuery', {}),
  (u, d) => {
    const tag = d.pick(FEED_TAGS);
    return send(u.client, 'FeedsPageQuery', { tag, first: 21, withBanners: u.client.signedIn, excludeAuthors: [] }, `FeedsPageQuery ${tag}`);
  },
  (u, d, c) => send(u.client, 'ContainerPageQuery', { slug: d.pick(c.containers), first: 12, page: 1 }),
  (u, d, c) => send(u.client, 'PodPageQuery', { slug: d.pick(c.pods), first: 12, page: 1, excludeAuthors: [] }),
  (u, d, c) => send(u.client, 'SectionPageQuery', { slug: d.pick(c.sections) }),
  (u, d, c) => send(u.client, 'ListItemPageQuery', { slug: d.pick(c.listItems), tag: d.pick(LIST_ITEM_TAGS), first: 12, excludeAuthors: [] }),
  (u, d, c) => send(u.client, 'JotPageQuery', { slug: d.pick(c.jots).slug }),
  (u, d, c) => send(u.client, 'JotPageQuery', { slug: d.pick(c.jots).slug }),
  (u, d, c) => send(u.client, 'AuthorPageQuery', { databaseId: d.pick(c.authors).databaseId, first: 12, excludeAuthors: [] }),
  async (u, d, c) => {
    // Typing: suggestions for a prefix, then the results page for the word.
    const word = d.pick(c.words);
    // perType: as the header's search box asks (SUGGESTIONS_PER_TYPE in web/src/components/search).
    await send(u.client, 'SearchSuggestionsQuery', { query: word.slice(0, 3), perType: 3, excludeAuthors: [] });
    return send(u.client, 'SearchPageQuery', { query: word, first: 20, excludeAuthors: [] });
  },
  (u, d, c) =>
    send(u.client, 'GlossaryPageQuery', { slug: d.pick(c.pods), query: null, letter: null, first: 20, page: 1, withTerm: false, termQuery: '' }),
];

/** The payload's type name when it is the expected one; otherwise the refusal is recorded. */
function payload(recorder: Recorder, label: string, data: Data, field: string, expected: string): Record<string, unknown> | null {
  const result = data[field] as { __typename?: string; message?: string } | null | undefined;
  if (result?.__typename === expected) return result as Record<string, unknown>;
  recorder.refused(label, `${result?.__typename ?? 'null'} ${result?.message ?? ''}`.trim());
  return null;
}

async function register(user: VirtualUser, options: ScenarioOptions, attempt: number): Promise<void> {
  const password = `bench-password-${options.runId}`;
  const data = await send(user.client, 'RegisterPageMutation', {
    input: { email: `bench-${options.runId}-${user.index}-${attempt}@example.com`, name: `Bench User ${user.index}`, password, passwordConfirmation: password },
  });
  if (payload(options.recorder, 'RegisterPageMutation', data, 'register', 'RegisterPayload') && user.client.signedIn) {
    user.ledger = { likes: new Map(), follows: new Map(), jots: [] };
  }
}

/** One side of a flip: the web app's mutation, its result field and the payload type of success. */
interface FlipMutation {
  op: string;
  field: string;
  payload: string;
}

/** Something a signed-in user turns on and off: a like of a jot, a follow of an author. */
interface Flip {
  /** The acknowledged states of this kind in the user's ledger. */
  states: (ledger: Ledger) => Map<string, boolean | null>;
  /** A target from the catalog (its global id). */
  target: (dice: Dice, catalog: Catalog) => string;
  /** The input field naming the target in both mutations. */
  inputField: string;
  on: FlipMutation;
  off: FlipMutation;
}

const LIKE: Flip = {
  states: (ledger) => ledger.likes,
  target: (dice, catalog) => dice.pick(catalog.jots).id,
  inputField: 'jotId',
  on: { op: 'LikeButtonLikeMutation', field: 'likeJot', payload: 'LikeJotPayload' },
  off: { op: 'LikeButtonUnlikeMutation', field: 'unlikeJot', payload: 'UnlikeJotPayload' },
};

const FOLLOW: Flip = {
  states: (ledger) => ledger.follows,
  target: (dice, catalog) => dice.pick(catalog.authors).id,
  inputField: 'userId',
  on: { op: 'FollowButtonFollowMutation', field: 'followUser', payload: 'FollowUserPayload' },
  off: { op: 'FollowButtonUnfollowMutation', field: 'unfollowUser', payload: 'UnfollowUserPayload' },
};

/** Flips a like or a follow of a random target; the ledger holds the state the site acknowledged last. */
async function flip(user: VirtualUser, ledger: Ledger, dice: Dice, options: ScenarioOptions, kind: Flip): Promise<void> {
  const states = kind.states(ledger);
  const target = kind.target(dice, options.catalog);
  const next = !(states.get(target) ?? false);
  const action = next ? kind.on : kind.off;
  try {
    const data = await user.client.persisted(action.op, { input: { [kind.inputField]: target } });
    if (payload(options.recorder, action.op, data, action.field, action.payload)) states.set(target, next);
  } catch (error) {
    // A refusal by the rate limits happens before any upstream call: the state is unchanged.
    // Any other failure may or may not have reached the database.
    if (!(error instanceof RateLimited)) states.set(target, null);
    throw error;
  }
}

async function writeJot(user: VirtualUser, dice: Dice, options: ScenarioOptions, serial: number): Promise<void> {
  const ledger = user.ledger;
  if (!ledger) return;
  const imageIds: number[] = [];
  const imageCount = 1 + Math.floor(dice.next() * 2);
  for (let i = 0; i < imageCount; i += 1) {
    const data = await user.client.upload('addPendingJotImage (multipart)', UPLOAD_MUTATION, 'image', dice.pick(IMAGES), `photo-${i}.png`);
    const result = payload(options.recorder, 'addPendingJotImage (multipart)', data, 'addPendingJotImage', 'AddPendingJotImagePayload');
    const id = (result?.image as { databaseId?: number } | undefined)?.databaseId;
    if (id === undefined) return;
    imageIds.push(id);
  }
  const title = `Bench ${options.runId} user ${user.index} jot ${serial}`;
  const data = await send(user.client, 'JotFormCreateMutation', {
    input: {
      title,
      contentType: 'STORY',
      contentHtml: `<p>A story written under load by virtual user ${user.index}, number ${serial}, with ${imageIds.length} images.</p>`,
      listItemId: dice.pick(options.catalog.listItemIds),
      imageIds,
    },
  });
  const created = payload(options.recorder, 'JotFormCreateMutation', data, 'createJot', 'CreateJotPayload');
  const slug = (created?.jot as { slug?: string } | undefined)?.slug;
  if (slug) ledger.jots.push({ slug, title, imageCount: imageIds.length });
}

/** One signed-in action besides reading, chosen by weight. */
async function act(user: VirtualUser, dice: Dice, options: ScenarioOptions, serial: number): Promise<void> {
  const ledger = user.ledger;
  if (!ledger) return;
  const roll = dice.next();
  if (roll < 0.4) {
    await flip(user, ledger, dice, options, LIKE);
  } else if (roll < 0.65) {
    await flip(user, ledger, dice, options, FOLLOW);
  } else if (roll < 0.8) {
    await writeJot(user, dice, options, serial);
  } else {
    await send(user.client, 'SearchPageQuery', { query: dice.pick(options.catalog.words), first: 20, excludeAuthors: [] });
  }
}

/** Runs until the deadline; a failed or refused request ends only the current step. */
export async function runUser(user: VirtualUser, signIn: boolean, options: ScenarioOptions): Promise<void> {
  const dice = new Dice(user.index * 7919 + 17);
  // Arrivals spread over the first seconds, as real visitors do not all click at the same instant.
  await sleep(dice.next() * Math.min(5_000, options.thinkMs * 2));
  let serial = 0;
  let registrations = 0;
  while (Date.now() < options.deadline) {
    try {
      if (serial === 0) {
        await send(user.client, 'MainLayoutQuery', {});
        if (signIn) {
          registrations += 1;
          await register(user, options, registrations);
        }
      } else if (user.ledger && dice.next() < 0.5) {
        await act(user, dice, options, serial);
      } else {
        await dice.pick(SCREENS)(user, dice, options.catalog);
      }
    } catch (error) {
      if (error instanceof RateLimited) await sleep(Math.min(error.retryAfterS * 1000, Math.max(0, options.deadline - Date.now())));
      else if (!(error instanceof RequestFailed)) throw error;
    }
    serial += 1;
    if (serial === 1 && signIn && !user.ledger) serial = 0; // registration failed: try again
    await sleep(Math.min(options.thinkMs * (0.5 + dice.next()), Math.max(0, options.deadline - Date.now())));
  }
}
