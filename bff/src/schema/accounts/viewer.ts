import { createContextCache } from '@pothos/core';
import type { Context } from '../../context.ts';
import { fetchOwnProfile, viewerAchievements, type OwnProfileRecord } from '../../upstream/accounts.ts';
import { builder } from '../builder.ts';
import { avatarImage, ResponsiveImageRef } from '../shared/image.ts';
import { nodeLoadedByIds } from '../shared/node-by-id.ts';
import { AchievementRef } from './achievement.ts';
import { JotLevelEnum, jotLevelOf } from '../browse/jot-level.ts';
import { PodRef, UserRef } from '../browse/node-refs.ts';

/**
 * The signed-in user's own profile, loaded once per request (GET /api/v1/user). Mutations that
 * answer a fresh profile put it here, so a payload's `viewer` costs no further call.
 */
const viewerProfiles = createContextCache((): { profile: Promise<OwnProfileRecord | null> | null } => ({ profile: null }));

export function loadViewerProfile(context: Context): Promise<OwnProfileRecord | null> {
  const cache = viewerProfiles(context);
  if (!context.session.signedIn) return Promise.resolve(null);
  cache.profile ??= fetchOwnProfile(context.upstream);
  return cache.profile;
}

/**
 * The signed-in account's id, for "is this theirs?" answers: a cookie session knows it (learned
 * at sign-in, sealed with the tokens), so those answers cost no call; a bearer client's, or a
 * cookie's sealed before the bff kept the id, comes from the profile read. Null for visitors.
 * Whether the api still accepts the session is not asked here: every call made with its token
 * asks that, and a write is authorized by the api whatever this says.
 */
export async function viewerAccountId(context: Context): Promise<number | null> {
  if (!context.session.signedIn) return null;
  return context.session.userId ?? (await loadViewerProfile(context))?.id ?? null;
}

export function rememberViewerProfile(context: Context, profile: OwnProfileRecord | null): void {
  viewerProfiles(context).profile = Promise.resolve(profile);
}

/**
 * The signed-in user as they see themselves: the public profile plus email, phone, the default
 * pod and achievements. A Node of its own (`Viewer:<id>`, not the `User:<id>` of their public
 * profile), so Relay merges the `viewer` of every mutation payload into the one record.
 */
export const ViewerRef = nodeLoadedByIds<OwnProfileRecord>(
  'Viewer',
  // Only the viewer's own id resolves; anyone else's Viewer id is null.
  async (ids, context) => {
    const profile = await loadViewerProfile(context);
    return profile && ids.includes(profile.id) ? [profile] : [];
  },
  { maxBatchSize: Infinity },
);

const OWN_LINK = (network: string) => `Their ${network} profile URL (http or https); null when not given.`;

ViewerRef.implement({
  description: 'The signed-in user: their own profile, with the private fields.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST id (also the public User and /author/{id}).' }),
    user: t.field({ type: UserRef, description: 'The public profile others see.', resolve: (viewer) => viewer }),
    name: t.exposeString('name', { description: 'Display name.' }),
    email: t.exposeString('email', { description: 'The sign-in address (private: only the viewer sees it).' }),
    pendingEmail: t.string({
      nullable: true,
      description:
        'The new address an email change waits for: a link was mailed there (valid 60 minutes) and `email` stays the sign-in address until it is followed. Null when no change is waiting.',
      resolve: (viewer) => viewer.pending_email ?? null,
    }),
    phone: t.string({ nullable: true, description: 'Phone number as entered (private); null when not given.', resolve: (viewer) => viewer.phone }),
    bio: t.string({ nullable: true, description: 'About them, plain text; null when empty.', resolve: (viewer) => viewer.bio }),
    facebook: t.string({ nullable: true, description: OWN_LINK('Facebook'), resolve: (viewer) => viewer.facebook }),
    linkedin: t.string({ nullable: true, description: OWN_LINK('LinkedIn'), resolve: (viewer) => viewer.linkedin }),
    instagram: t.string({ nullable: true, description: OWN_LINK('Instagram'), resolve: (viewer) => viewer.instagram }),
    twitter: t.string({ nullable: true, description: OWN_LINK('Twitter/X'), resolve: (viewer) => viewer.twitter }),
    pinterest: t.string({ nullable: true, description: OWN_LINK('Pinterest'), resolve: (viewer) => viewer.pinterest }),
    storefrontUrl: t.string({ nullable: true, description: OWN_LINK('shop (storefront)'), resolve: (viewer) => viewer.storefront_url }),
    isPrivate: t.exposeBoolean('is_private', { description: 'Hides bio and social links from others.' }),
    isCompany: t.exposeBoolean('is_company', { description: 'The account speaks for a company or brand rather than a person.' }),
    jotLevel: t.field({
      type: JotLevelEnum,
      description: 'The level they chose; their new jots are written at it.',
      resolve: (viewer) => jotLevelOf(viewer.jot_level),
    }),
    avatarUrl: t.string({
      nullable: true,
      description: 'Profile picture: a relative /storage/... address or an absolute URL; null when none was uploaded.',
      resolve: (viewer) => viewer.avatar,
    }),
    avatar: t.field({
      type: ResponsiveImageRef,
      nullable: true,
      description: 'The profile picture with its pixel size and smaller copies (64, 128, 256 px) for `srcset`; null when none was uploaded.',
      resolve: (viewer) => avatarImage(viewer),
    }),
    createdAt: t.exposeString('created_at', { description: 'ISO 8601 (member since).' }),
    defaultPod: t.field({
      type: PodRef,
      nullable: true,
      description: 'The "default topic": /feeds opens this pod. Null when none is set (or it was deactivated).',
      resolve: (viewer) => viewer.default_pod_id,
    }),
    achievements: t.field({
      type: [AchievementRef],
      description: 'The badges they have earned, first earned first (one REST call).',
      resolve: (_viewer, _args, context) => viewerAchievements(context.upstream),
    }),
  }),
});

builder.queryField('viewer', (t) =>
  t.field({
    type: ViewerRef,
    nullable: true,
    description:
      'The signed-in user; null for visitors. A session the api no longer accepts answers UNAUTHENTICATED (and the cookie is cleared).',
    resolve: (_root, _args, context) => loadViewerProfile(context),
  }),
);

/** Whether this pod is the viewer's default topic ('Set as Default Topic' / 'Unset Default Topic'). */
builder.objectField(PodRef, 'isDefault', (t) =>
  t.exposeBoolean('is_default', { description: "The viewer's default topic (false for visitors)." }),
);
