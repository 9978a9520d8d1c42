/**
 * The JSON shapes of the REST resources (docs/rest-api.md), snake_case as they travel. Where a
 * resource is a table's row, its shape is the listed columns of the generated row type
 * (api/src/db/rows.generated.ts, from the migrations) with timestamps as ISO strings; the api's
 * queries select exactly those columns and its serializers copy them, so a column added to a
 * list below is read, sent and typed in every tier. Fields computed by the api (counts, URLs,
 * the viewer's relation to the row) and relations (`?include=`) are declared beside them.
 */
import type {
  AchievementsTable,
  BannersTable,
  CollectionItemsTable,
  CollectionsTable,
  ContainersTable,
  GlossaryTermsTable,
  JotImagesTable,
  JotsTable,
  ListItemsTable,
  MarketingStoriesTable,
  NotificationsTable,
  PodsTable,
  SectionsTable,
  SideSegmentsTable,
  UserAchievementsTable,
  UsersTable,
  JotReportsTable,
} from '../db/rows.generated.ts';
import { COLLECTION_ITEMS_STATUS, JOTS_CONTENT_TYPE, JOTS_LEVEL, NOTIFICATIONS_KIND } from '../db/rows.generated.ts';
import type { RenditionJson } from '../images/stored-image.ts';
import type { Json } from './json.ts';

/** How a jot is shown; the api's one list of them is the jots.content_type CHECK of the migrations. */
export const JOT_CONTENT_TYPES = JOTS_CONTENT_TYPE;
export type JotContentType = JotsTable['content_type'];
/** 0 All, 1 Beginner, 2 Intermediate, 3 Advanced, 4 Expert: a jot's level and a user's jot_level. */
export const JOT_LEVELS = JOTS_LEVEL;
export type JotLevel = JotsTable['level'];
/** The bounds a level sent by a client must fall within. */
export const JOT_LEVEL_RANGE = { min: Math.min(...JOT_LEVELS), max: Math.max(...JOT_LEVELS) };
/** Why a reader reports a jot (POST /jots/{id}/report `reason`): the jot_reports.reason CHECK. */
export type JotReportReason = JotReportsTable['reason'];
/** The body of POST /jots/{id}/report. */
export interface JotReportBody {
  reason: JotReportReason;
  note: string | null;
}

/** The pod feeds of GET /pods/tag/{tag} (the PERSONAL feed is GET /jots). */
export const POD_FEED_TAGS = ['TRENDING', 'NEW'] as const;
export type PodFeedTag = (typeof POD_FEED_TAGS)[number];

/** A media-library file of the upstream's shape. */
export interface MediaJson {
  original_url: string;
}

export const CONTAINER_FIELDS = [
  'id',
  'name',
  'slug',
  'is_active',
  'section',
  'topic_logo_image',
  'video',
  'info',
  'product',
  'position',
] as const satisfies readonly (keyof ContainersTable)[];

/** total_records always; page, size and total_pages when the container's pods were paged. */
export interface PodsPaginationJson {
  total_records: number;
  page?: number;
  size?: number;
  total_pages?: number;
}

/** section: 0 category, 1 core learning. topic_logo_image is a URL. */
export interface ContainerJson extends Json<Pick<ContainersTable, (typeof CONTAINER_FIELDS)[number]>> {
  pods_pagination: PodsPaginationJson;
  pods?: PodJson[];
}

export const POD_FIELDS = [
  'id',
  'container_id',
  'name',
  'slug',
  'description',
  'is_active',
  'is_company',
  'topic_logo_image',
  'topic_profile_image',
  'video',
  'info',
  'product',
  'position',
  'created_at',
] as const satisfies readonly (keyof PodsTable)[];

/** topic_logo_image and topic_profile_image are URLs. */
export interface PodJson extends Json<Pick<PodsTable, (typeof POD_FIELDS)[number]>> {
  /** The viewer's default pod (false for visitors). */
  is_default: boolean;
  container?: ContainerJson;
  /** Top-level sections, each with its nested `children`. */
  sections?: SectionJson[];
}

export const SECTION_FIELDS = [
  'id',
  'pod_id',
  'parent_id',
  'name',
  'slug',
  'info',
  'description',
  'position',
] as const satisfies readonly (keyof SectionsTable)[];

export interface SectionJson extends Json<Pick<SectionsTable, (typeof SECTION_FIELDS)[number]>> {
  container_id: PodsTable['container_id'];
  /** Nested recursively when included (every node then has `children`, `[]` for leaves). */
  children?: SectionJson[];
  /** Root first, without this section (breadcrumbs); flat: no children of their own. */
  ancestors?: SectionJson[];
  list_items?: ListItemJson[];
  pod?: PodJson;
  container?: ContainerJson;
}

export const LIST_ITEM_FIELDS = [
  'id',
  'section_id',
  'author_id',
  'name',
  'slug',
  'article',
  'position',
  'created_at',
] as const satisfies readonly (keyof ListItemsTable)[];

export interface ListItemJson extends Json<Pick<ListItemsTable, (typeof LIST_ITEM_FIELDS)[number]>> {
  pod_id: SectionsTable['pod_id'];
  container_id: PodsTable['container_id'];
  /** null when the list item has none (present only when included). */
  author?: UserJson | null;
  container?: ContainerJson;
  pod?: PodJson;
  section?: SectionJson;
  jots?: JotJson[];
}

export const JOT_FIELDS = [
  'id',
  'slug',
  'name',
  'content',
  'content_type',
  'content_url',
  'level',
  'like_count',
  'user_id',
  'list_item_id',
  'duration_seconds',
  'reading_seconds',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof JotsTable)[];

/**
 * duration_seconds: what the author gave as the length of the audio or video (null when none);
 * the bounds a client may send.
 */
export const JOT_DURATION_RANGE = { min: 1, max: 86_400 } as const;

/** width and height: the pixel size of `url`; null for images stored before uploads were decoded. */
export const JOT_IMAGE_FIELDS = ['id', 'name', 'order_column', 'width', 'height'] as const satisfies readonly (keyof JotImagesTable)[];

export interface JotImageJson extends Json<Pick<JotImagesTable, (typeof JOT_IMAGE_FIELDS)[number]>> {
  url: string | null;
  /** Smaller copies, narrowest first, WebP before the original format. */
  renditions: RenditionJson[];
}

export interface JotJson extends Json<Pick<JotsTable, (typeof JOT_FIELDS)[number]>> {
  /** Legacy name of content_type, kept because older clients read it. */
  type: JotContentType;
  has_liked: boolean;
  /** Whether the viewer has this jot in any of their collections (false for visitors). */
  has_saved: boolean;
  images: JotImageJson[];
  /** The author's avatar URL. */
  avatar: string | null;
  /** Its pod's profile image URL. */
  topic_profile_image: string | null;
  section_id: ListItemsTable['section_id'];
  pod_id: SectionsTable['pod_id'];
  container_id: PodsTable['container_id'];
  user?: UserJson;
  /** An alias of `user`. */
  author?: UserJson;
  list_item?: ListItemJson;
  section?: SectionJson;
  pod?: PodJson;
  container?: ContainerJson;
}

/** The public profile; bio and social links are null on a private profile seen by anyone else. */
export const USER_FIELDS = [
  'id',
  'name',
  'avatar',
  'avatar_width',
  'avatar_height',
  'bio',
  'facebook',
  'linkedin',
  'instagram',
  'twitter',
  'pinterest',
  'storefront_url',
  'is_private',
  'is_company',
  'is_expert',
  'jot_level',
  'created_at',
] as const satisfies readonly (keyof UsersTable)[];
/** What only the user themself sees (GET /user, and GET /users/{own id}). */
export const OWN_USER_FIELDS = ['email', 'phone', 'default_pod_id'] as const satisfies readonly (keyof UsersTable)[];

/** avatar is a URL; avatar_width and avatar_height its pixel size (null without an avatar or for vector ones). */
export interface UserJson
  extends Json<Pick<UsersTable, (typeof USER_FIELDS)[number]>>,
    Partial<Json<Pick<UsersTable, (typeof OWN_USER_FIELDS)[number]>>> {
  /** Smaller copies of the avatar (WebP, and the original format below full width), narrowest first. */
  avatar_renditions: RenditionJson[];
  is_following: boolean;
  /** The social counts of the author page: followers, followees, visible jots. */
  followers_count: number;
  following_count: number;
  jots_count: number;
}

/** The user resource as its owner sees it (GET /user, and every account mutation's answer). */
export type OwnUserJson = UserJson &
  Json<Pick<UsersTable, (typeof OWN_USER_FIELDS)[number]>> & {
    /** The address an email change waits to have confirmed by its link; null when none. */
    pending_email: string | null;
  };

export const ACHIEVEMENT_FIELDS = [
  'id',
  'key',
  'title',
  'image',
  'description',
  'viewer_description',
  'threshold',
] as const satisfies readonly (keyof AchievementsTable)[];

/** An achievement a user earned (GET /user/achievements); image is a URL. */
export interface EarnedAchievementJson
  extends Json<Pick<AchievementsTable, (typeof ACHIEVEMENT_FIELDS)[number]>>,
    Json<Pick<UserAchievementsTable, 'earned_at'>> {}

/** What a notification tells; the one list of them is the notifications.kind CHECK of the migrations. */
export const NOTIFICATION_KINDS = NOTIFICATIONS_KIND;
export type NotificationKind = NotificationsTable['kind'];

/** created_at: the entry's latest event; read_at: null while unread. */
export const NOTIFICATION_FIELDS = ['id', 'kind', 'created_at', 'read_at'] as const satisfies readonly (keyof NotificationsTable)[];

/** One entry of GET /users/notifications: its kind says which of actors, jot and achievement it carries. */
export interface NotificationJson extends Json<Pick<NotificationsTable, (typeof NOTIFICATION_FIELDS)[number]>> {
  /** Who acted, most recent first, at most three (follower, likers, the author); empty for an achievement. */
  actors: UserJson[];
  /** How many acted: all likers of a like entry, 1 for a follow or a shared jot, 0 for an achievement. */
  actor_count: number;
  /** The liked or shared jot ('like', 'jot'); null otherwise. */
  jot: JotJson | null;
  /** The earned achievement ('achievement'); null otherwise. */
  achievement: EarnedAchievementJson | null;
}

/** GET /users/notifications/unread-count, and the answer of POST /users/notifications/read. */
export interface UnreadNotificationsJson {
  unread_count: number;
}

/**
 * The response header a write carries when it changed someone's notifications (new, grouped or
 * withdrawn): the recipients' ids, comma-separated, or NotifiedEveryone when they were too many to
 * list. Whoever performs writes for browsers (the bff) tells those recipients' open pages.
 */
export type NotifiedUsersHeader = 'notified-users';
export type NotifiedEveryone = '*';

export const GLOSSARY_TERM_FIELDS = [
  'id',
  'name',
  'slug',
  'content',
  'reference_url',
  'first_letter',
] as const satisfies readonly (keyof GlossaryTermsTable)[];

/** first_letter upper case. */
export interface GlossaryTermJson extends Json<Pick<GlossaryTermsTable, (typeof GLOSSARY_TERM_FIELDS)[number]>> {
  pods?: PodJson[];
}

export const BANNER_FIELDS = ['id', 'link', 'alt_text'] as const satisfies readonly (keyof BannersTable)[];

export interface BannerJson extends Json<Pick<BannersTable, (typeof BANNER_FIELDS)[number]>> {
  /** The upstream's media-library shape: a list of files, each with its original_url. */
  media: { original_url: string | null }[];
}

export const SIDE_SEGMENT_FIELDS = [
  'id',
  'container_id',
  'type',
  'title',
  'link',
  'link_type',
  'video',
  'info',
  'btn_info',
] as const satisfies readonly (keyof SideSegmentsTable)[];

/** type: 1 embedded video frame, 2 image. link_type '1' opens in a new tab. */
export interface SideSegmentJson extends Json<Pick<SideSegmentsTable, (typeof SIDE_SEGMENT_FIELDS)[number]>> {
  image: MediaJson | null;
}

export const MARKETING_STORY_FIELDS = [
  'id',
  'title',
  'content',
  'button_text',
  'button_link',
  'link_type',
] as const satisfies readonly (keyof MarketingStoriesTable)[];

/** link_type '1' opens the button link in a new tab. */
export interface MarketingStoryJson extends Json<Pick<MarketingStoriesTable, (typeof MARKETING_STORY_FIELDS)[number]>> {
  media: MediaJson[];
}

/**
 * Collections: a reader's named lists of jots (docs/rest-api.md, "Collections"). Private unless
 * made public; every user has one default collection, "Saved" (is_default), which can be renamed
 * but neither deleted nor made public.
 */
export const COLLECTION_LIMITS = {
  /** Collections a user may have, the default one included. */
  maxCollections: 200,
  /** Entries one collection may hold. */
  maxItems: 5000,
  nameLength: 100,
  descriptionLength: 1000,
  noteLength: 2000,
  /** `q` of GET /collections/{id}/items. */
  searchLength: 200,
} as const;

/** An entry's reading state: the collection_items.status CHECK of the migrations. */
export const COLLECTION_ITEM_STATUSES = COLLECTION_ITEMS_STATUS;
export type CollectionItemStatus = CollectionItemsTable['status'];

/**
 * `order_by` of GET /collections/{id}/items: the owner's manual order (rank), when each jot was
 * saved (created_at), or how long the jot takes (its reading_seconds).
 */
export const COLLECTION_ITEM_ORDERS = ['rank', 'created_at', 'reading_seconds'] as const;
export type CollectionItemOrder = (typeof COLLECTION_ITEM_ORDERS)[number];

export const COLLECTION_FIELDS = [
  'id',
  'user_id',
  'name',
  'description',
  'is_public',
  'is_default',
  'item_count',
  'follower_count',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof CollectionsTable)[];

/**
 * item_count: its entries, those whose jot was deleted (kept for their note) included;
 * follower_count: 0 while private. updated_at moves with its own edits and with entries added or
 * removed (not with moves, statuses or notes).
 */
export interface CollectionJson extends Json<Pick<CollectionsTable, (typeof COLLECTION_FIELDS)[number]>> {
  /** Whether the viewer follows it (false for visitors and for the owner). */
  is_following: boolean;
  /** Whether it holds the jot named by `?jot_id=` (only present when asked). */
  has_jot?: boolean;
  /** Its owner (`include=user`). */
  user?: UserJson;
}

/** created_at: when the jot was saved here. rank: the manual order (compare as byte strings). */
export const COLLECTION_ITEM_FIELDS = ['id', 'collection_id', 'jot_id', 'rank', 'created_at'] as const satisfies readonly (keyof CollectionItemsTable)[];

export interface CollectionItemJson extends Json<Pick<CollectionItemsTable, (typeof COLLECTION_ITEM_FIELDS)[number]>> {
  /** null once the jot was deleted (the entry is then shown to the owner only, for its note). */
  jot_id: number | null;
  /** The owner's reading state and note; null for anyone else. */
  status: CollectionItemStatus | null;
  note: string | null;
  /** The jot, presented as every jot list presents it (`include=jot`); null when it was deleted. */
  jot?: JotJson | null;
}

/** POST /collections. */
export interface CollectionCreateBody {
  name: string;
  description?: string | null;
  is_public?: boolean;
}

/** PATCH /collections/{id}: fields left out keep their value. */
export interface CollectionUpdateBody {
  name?: string;
  description?: string | null;
  is_public?: boolean;
}

/** POST /collections/{id}/items. */
export interface CollectionItemCreateBody {
  jot_id: number;
}

/** PATCH /collections/{id}/items/{item_id}: fields left out keep their value; a null or empty note clears it. */
export interface CollectionItemUpdateBody {
  status?: CollectionItemStatus;
  note?: string | null;
}

/** POST /collections/{id}/items/{item_id}/move: place it right after that entry; null puts it first. */
export interface CollectionItemMoveBody {
  after_item_id: number | null;
}
