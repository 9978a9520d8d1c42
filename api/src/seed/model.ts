/**
 * Rows the seed inserts, keyed by column name so one generic bulk insert serves every table.
 * Timestamps are ISO strings; ids are explicit (the seed owns empty tables and fixes the
 * sequences afterwards), which is what lets fixtures such as list items 1, 2, 3 be stable.
 */

import type { Json } from '../contract/json.ts';
import type { JotContentType } from '../contract/resources.ts';
import type { OptionalColumns, Tables } from '../db/rows.generated.ts';
import type { RenditionRecord } from '../images/stored-image.ts';

export type ContentType = JotContentType;

/** A value one JSON row can carry into json_populate_recordset; jsonb columns (an image's renditions) take a list of records. */
export type Cell = string | number | boolean | null | readonly RenditionRecord[];

/** The avatar's size and copies (the generated row types know renditions only as jsonb). */
interface AvatarColumns {
  avatar_width: number | null;
  avatar_height: number | null;
  avatar_renditions: RenditionRecord[];
}

/**
 * A row of `T` as the seed writes it (its columns from api/src/db/rows.generated.ts, i.e. the
 * migrations): timestamps as ISO strings; the required columns and the optional ones the seed
 * fills (`Filled`); every other column keeps its default.
 */
export type SeedRow<T extends keyof Tables, Filled extends OptionalColumns[T] = never> = Json<Omit<Tables[T], OptionalColumns[T]>> &
  Json<Pick<Tables[T], Extract<Filled, keyof Tables[T]>>>;

export type ContainerRow = SeedRow<'containers', 'id' | 'is_active' | 'section' | 'topic_logo_image' | 'video' | 'info' | 'product' | 'position' | 'created_at' | 'updated_at'>;
export type PodRow = SeedRow<'pods', 'id' | 'description' | 'is_active' | 'is_company' | 'topic_logo_image' | 'topic_profile_image' | 'video' | 'info' | 'product' | 'position' | 'created_at' | 'updated_at'>;
export type UserRow = SeedRow<'users', 'id' | 'phone' | 'bio' | 'avatar' | 'facebook' | 'linkedin' | 'instagram' | 'twitter' | 'pinterest' | 'storefront_url' | 'is_private' | 'is_company' | 'is_expert' | 'jot_level' | 'default_pod_id' | 'created_at' | 'updated_at'> & Partial<AvatarColumns>;
export type SectionRow = SeedRow<'sections', 'id' | 'parent_id' | 'info' | 'description' | 'position' | 'created_at' | 'updated_at'>;
export type ListItemRow = SeedRow<'list_items', 'id' | 'author_id' | 'article' | 'position' | 'created_at' | 'updated_at'>;
/** like_count and trending_score derive from the likes (see applyLikeCounters). */
export type JotRow = SeedRow<'jots', 'id' | 'content' | 'content_url' | 'level' | 'like_count' | 'trending_score' | 'created_at' | 'updated_at'>;
export type JotImageRow = SeedRow<'jot_images', 'id' | 'jot_id' | 'user_id' | 'size' | 'order_column' | 'created_at' | 'width' | 'height'> & { renditions: RenditionRecord[] };
export type GlossaryTermRow = SeedRow<'glossary_terms', 'id' | 'content' | 'reference_url' | 'created_at' | 'updated_at'>;
export type GlossaryTermPodRow = SeedRow<'glossary_term_pods'>;
export type FollowRow = SeedRow<'follows', 'created_at'>;
export type LikeRow = SeedRow<'likes', 'created_at'>;
export type AchievementRow = SeedRow<'achievements', 'id' | 'image' | 'threshold' | 'position'>;
export type BannerRow = SeedRow<'banners', 'id' | 'is_active' | 'position' | 'created_at'>;
export type SideSegmentRow = SeedRow<'side_segments', 'id' | 'container_id' | 'type' | 'link' | 'link_type' | 'video' | 'info' | 'btn_info' | 'image' | 'position' | 'created_at'>;
export type MarketingStoryRow = SeedRow<'marketing_stories', 'id' | 'page' | 'content' | 'button_text' | 'button_link' | 'link_type' | 'image' | 'position' | 'created_at'>;

/** An image the seed references; render() runs only when the file is missing on disk (an SVG, or a WebP copy of one). */
export interface ImageFile {
  readonly path: string;
  readonly render: () => string | Promise<Buffer>;
}

/** Everything the demo scale inserts, in insertion (foreign key) order. */
export interface DemoData {
  containers: ContainerRow[];
  pods: PodRow[];
  users: UserRow[];
  sections: SectionRow[];
  listItems: ListItemRow[];
  jots: JotRow[];
  jotImages: JotImageRow[];
  glossaryTerms: GlossaryTermRow[];
  glossaryTermPods: GlossaryTermPodRow[];
  follows: FollowRow[];
  likes: LikeRow[];
  achievements: AchievementRow[];
  banners: BannerRow[];
  sideSegments: SideSegmentRow[];
  marketingStories: MarketingStoryRow[];
  images: ImageFile[];
}
