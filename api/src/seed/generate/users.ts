/** Users: the built-in expert and company accounts, a demo learner, and a crowd of learners. */
import { avatarSvg } from '../images/svg.ts';
import type { ImageRegistry } from '../images/registry.ts';
import type { UserRow } from '../model.ts';
import type { Random } from '../random.ts';
import { fill, slugify } from '../text.ts';
import { BIOS, FIRST_NAMES, LAST_NAMES, ROLES } from '../words/people.ts';
import { SUBJECTS } from '../words/subjects/index.ts';
import type { Clock } from './clock.ts';
import type { PodPlan } from './catalog.ts';

/** Fixture ids other code and tests may rely on. */
export const EXPERT_USER_ID = 1;
export const COMPANY_USER_ID = 2;
export const DEMO_USER_ID = 3;

type AvatarColumns = Pick<UserRow, 'avatar' | 'avatar_width' | 'avatar_height' | 'avatar_renditions'>;
const NO_AVATAR: AvatarColumns = { avatar: null, avatar_width: null, avatar_height: null, avatar_renditions: [] };

export interface UserPlan {
  row: UserRow;
  /** Relative share of the jots this user writes (0: never posts). */
  jotWeight: number;
  /** Subjects this user mostly writes about (indices into SUBJECTS). */
  favouriteSubjects: number[];
}

export function generateUsers(rng: Random, clock: Clock, images: ImageRegistry, pods: readonly PodPlan[], count: number): UserPlan[] {
  // Avatars are 256 x 256 SVGs of a few kilobytes (avatarSvg): they scale to any size, so they
  // carry their size but no copies (drawing 60 of them three times would slow every first seed).
  const avatar = (name: string, hue: number): AvatarColumns => {
    const slug = slugify(name);
    const path = images.add(`seed/avatars/${slug}.svg`, () => avatarSvg(`avatar:${slug}`, name, hue, 'bubbles'));
    return { avatar: path, avatar_width: 256, avatar_height: 256, avatar_renditions: [] };
  };
  const subjects = SUBJECTS.map((_, i) => i);
  const activePods = pods.filter((p) => p.row.is_active && !p.row.is_company);
  const builtIn = (id: number, name: string, email: string, bio: string, extra: Partial<UserRow>): UserPlan => ({
    jotWeight: 0,
    favouriteSubjects: subjects,
    row: {
      ...blankUser(id, name, email, clock.iso(clock.daysAgo(770 - id))),
      bio,
      ...avatar(name, 255 + id * 40),
      ...extra,
    },
  });

  const users: UserPlan[] = [
    {
      ...builtIn(EXPERT_USER_ID, 'Jotpod Expert', 'expert@jotpod.local', 'Curated jots from the Jotpod team of teachers. Follow for a little of everything.', {
        is_expert: true,
        jot_level: 4,
        twitter: 'https://twitter.com/jotpod',
        facebook: 'https://facebook.com/jotpod',
      }),
      jotWeight: 30,
    },
    builtIn(COMPANY_USER_ID, 'Jotpod Team', 'team@jotpod.local', 'The people behind Jotpod. Policies, guides and product news.', {
      is_company: true,
      linkedin: 'https://www.linkedin.com/company/jotpod',
      storefront_url: 'https://jotpod.local/subscription',
    }),
    {
      ...builtIn(DEMO_USER_ID, 'Demo Learner', 'demo@jotpod.local', 'Exploring Jotpod one topic at a time.', { jot_level: 1 }),
      jotWeight: 3,
      favouriteSubjects: [0, 5, 6],
    },
  ];

  const firstNames = rng.shuffle(FIRST_NAMES);
  const lastNames = rng.shuffle(LAST_NAMES);
  for (let i = 0; users.length < count; i++) {
    const first = firstNames[i % firstNames.length] as string;
    const last = lastNames[(i + Math.floor(i / lastNames.length)) % lastNames.length] as string;
    const name = `${first} ${last}`;
    const handle = slugify(`${first}.${last}`).replace(/-/g, '.');
    const id = users.length + 1;
    const favouriteSubjects = rng.sample(subjects.slice(0, -1), rng.int(1, 3)); // never the inactive subject
    const [fav1, fav2] = favouriteSubjects.map((s) => SUBJECTS[s]?.name ?? 'learning');
    const social = rng.chance(0.65);
    const row: UserRow = {
      ...blankUser(id, name, `${handle}@example.com`, clock.iso(clock.daysAgo(rng.int(410, 720)))),
      phone: rng.chance(0.3) ? `+1 555 01${String(rng.int(0, 99)).padStart(2, '0')}` : null,
      bio: rng.chance(0.85)
        ? fill(rng.pick(BIOS), { role: rng.pick(ROLES), subject: fav1 ?? 'learning', subject2: fav2 ?? fav1 ?? 'learning' })
        : null,
      // A few learners never uploaded an avatar: the fallback image has to work.
      ...(rng.chance(0.93) ? avatar(name, rng.int(0, 359)) : NO_AVATAR),
      facebook: social && rng.chance(0.5) ? `https://facebook.com/${handle}` : null,
      linkedin: social && rng.chance(0.6) ? `https://www.linkedin.com/in/${slugify(name)}` : null,
      instagram: social && rng.chance(0.5) ? `https://instagram.com/${handle.replace(/\./g, '_')}` : null,
      twitter: social && rng.chance(0.4) ? `https://twitter.com/${handle.replace(/\./g, '_')}` : null,
      pinterest: social && rng.chance(0.15) ? `https://pinterest.com/${handle.replace(/\./g, '')}` : null,
      storefront_url: social && rng.chance(0.1) ? `https://shop.example.com/${slugify(name)}` : null,
      is_private: rng.chance(0.14),
      jot_level: rng.weighted([[0, 3], [1, 3], [2, 2], [3, 1], [4, 1]]),
      default_pod_id: rng.chance(0.15) && activePods.length > 0 ? rng.pick(activePods).row.id : null,
    };
    // A handful of lurkers who never post (the empty My Jots state); the rest post a skewed amount.
    const jotWeight = rng.chance(0.08) ? 0 : rng.skewed(2, 60, 1.2);
    users.push({ row, jotWeight, favouriteSubjects });
  }
  return users;
}

function blankUser(id: number, name: string, email: string, created: string): UserRow {
  return {
    id,
    name,
    email,
    phone: null,
    bio: null,
    ...NO_AVATAR,
    facebook: null,
    linkedin: null,
    instagram: null,
    twitter: null,
    pinterest: null,
    storefront_url: null,
    is_private: false,
    is_company: false,
    is_expert: false,
    jot_level: 0,
    default_pod_id: null,
    created_at: created,
    updated_at: created,
  };
}
