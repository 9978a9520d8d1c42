/** Bulk users (a few hundred rows, generated in memory) and the follows between them. */
import { JOT_LEVELS } from '../../contract/resources.ts';
import type { Db } from '../../db/client.ts';
import { Clock } from '../generate/clock.ts';
import { avatarSvg } from '../images/svg.ts';
import type { ImageRegistry } from '../images/registry.ts';
import type { UserRow } from '../model.ts';
import { Random, hashString } from '../random.ts';
import { insertRows } from '../sql/insert.ts';
import { initials, slugify } from '../text.ts';
import { FIRST_NAMES, LAST_NAMES } from '../words/people.ts';
import type { LargePlan } from './plan.ts';

export async function insertBulkUsers(db: Db, plan: LargePlan, seed: number, images: ImageRegistry): Promise<void> {
  const rng = new Random(seed ^ hashString('large-users'));
  const clock = new Clock(new Date(plan.now));
  const rows: UserRow[] = [];
  for (let i = 0; i < plan.bulk.users; i++) {
    const id = plan.base.users + 1 + i;
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const name = `${first} ${last}`;
    const created = clock.iso(clock.daysAgo(rng.int(410, 720)));
    // Avatars come from a bounded set keyed by initials: hundreds of users, a few hundred files.
    const mark = initials(name);
    const avatar = rng.chance(0.9) ? images.add(`seed/avatars/bulk/${mark.toLowerCase()}.svg`, () => avatarSvg(`avatar:bulk:${mark}`, name, hashString(mark) % 360, 'bubbles')) : null;
    rows.push({
      id,
      name,
      // The id keeps emails unique when two bulk users share a name.
      email: `${slugify(first)}.${slugify(last)}.${id}@example.com`,
      phone: null,
      bio: rng.chance(0.6) ? `Learning something new every day. Member since ${created.slice(0, 4)}.` : null,
      avatar,
      facebook: null,
      linkedin: rng.chance(0.3) ? `https://www.linkedin.com/in/${slugify(name)}-${id}` : null,
      instagram: null,
      twitter: null,
      pinterest: null,
      storefront_url: null,
      is_private: rng.chance(0.1),
      is_company: false,
      is_expert: false,
      jot_level: rng.pick(JOT_LEVELS),
      default_pod_id: null,
      created_at: created,
      updated_at: created,
    });
  }
  await insertRows(db, 'users', rows);
}

export async function insertBulkFollows(db: Db, plan: LargePlan): Promise<void> {
  // Each bulk user follows 2-9 people, skewed towards low ids (the demo's prolific authors).
  await db.query(
    `INSERT INTO follows (follower_id, followed_id, created_at)
     SELECT DISTINCT ON (x.follower_id, x.followed_id) x.follower_id, x.followed_id, x.created_at
       FROM (SELECT u AS follower_id, k,
                    1 + floor($2::int * power(pg_temp.seed_float(80, u * 16 + k), 2))::bigint AS followed_id,
                    $3::timestamptz - make_interval(secs => pg_temp.seed_hash(81, u * 16 + k) % (400 * 86400)) AS created_at
               FROM generate_series($1::bigint + 1, $2::bigint) u
              CROSS JOIN LATERAL generate_series(1, 2 + (pg_temp.seed_hash(82, u) % 8)::int) k) x
      WHERE x.follower_id <> x.followed_id
      ORDER BY x.follower_id, x.followed_id, x.k`,
    [plan.base.users, plan.totalUsers, plan.now],
  );
}
