import { avatarImage, ResponsiveImageRef } from '../shared/image.ts';
import { JotLevelEnum, jotLevelOf } from './jot-level.ts';
import { UserRef } from './node-refs.ts';

const SOCIAL_LINK = (network: string) =>
  `Their ${network} profile URL (http or https); null when not given, or when the profile is private and the viewer is someone else.`;

UserRef.implement({
  description:
    "A member's public profile (an author), as anyone sees it. A private profile hides its bio and social links from others; the signed-in user's own view is Viewer.",
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST id (/author/{id}).' }),
    name: t.exposeString('name', { description: 'Display name.' }),
    avatarUrl: t.string({
      nullable: true,
      description: 'Profile picture: a relative /storage/... address or an absolute URL; null when none was uploaded (show initials).',
      resolve: (user) => user.avatar,
    }),
    avatar: t.field({
      type: ResponsiveImageRef,
      nullable: true,
      description: 'The profile picture with its pixel size and smaller copies (64, 128, 256 px) for `srcset`; null when none was uploaded (show initials).',
      resolve: (user) => avatarImage(user),
    }),
    bio: t.string({
      nullable: true,
      description: 'About them, plain text; null when empty, or when the profile is private and the viewer is someone else.',
      resolve: (user) => user.bio,
    }),
    facebook: t.string({ nullable: true, description: SOCIAL_LINK('Facebook'), resolve: (user) => user.facebook }),
    linkedin: t.string({ nullable: true, description: SOCIAL_LINK('LinkedIn'), resolve: (user) => user.linkedin }),
    instagram: t.string({ nullable: true, description: SOCIAL_LINK('Instagram'), resolve: (user) => user.instagram }),
    twitter: t.string({ nullable: true, description: SOCIAL_LINK('Twitter/X'), resolve: (user) => user.twitter }),
    pinterest: t.string({ nullable: true, description: SOCIAL_LINK('Pinterest'), resolve: (user) => user.pinterest }),
    storefrontUrl: t.string({ nullable: true, description: SOCIAL_LINK('shop (storefront)'), resolve: (user) => user.storefront_url }),
    isPrivate: t.exposeBoolean('is_private', { description: "Bio and social links are hidden from others ('This account is private.')." }),
    isCompany: t.exposeBoolean('is_company', { description: 'The account speaks for a company or brand rather than a person.' }),
    isExpert: t.exposeBoolean('is_expert', { description: 'The built-in expert account (cannot be blocked).' }),
    jotLevel: t.field({
      type: JotLevelEnum,
      description: 'The level they chose for themselves; their new jots are written at it.',
      resolve: (user) => jotLevelOf(user.jot_level),
    }),
    createdAt: t.exposeString('created_at', { description: 'ISO 8601 (member since).' }),
  }),
});
