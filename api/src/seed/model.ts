/**
 * Rows the seed inserts, keyed by column name so one generic bulk insert serves every table.
 * Timestamps are ISO strings; ids are explicit (the seed owns empty tables and fixes the
 * sequences afterwards), which is what lets fixtures such as list items 1, 2, 3 be stable.
 */

export type ContentType = 'story' | 'video' | 'audio' | 'pdf' | 'article';
export const CONTENT_TYPES: readonly ContentType[] = ['story', 'video', 'audio', 'pdf', 'article'];

/** A value one JSON row can carry into json_populate_recordset. */
export type Cell = string | number | boolean | null;

export type ContainerRow = {
  id: number;
  name: string;
  slug: string;
  is_active: boolean;
  section: 0 | 1;
  topic_logo_image: string | null;
  video: string | null;
  info: string | null;
  product: string | null;
  position: number;
  created_at: string;
  updated_at: string;
};

export type PodRow = {
  id: number;
  container_id: number;
  name: string;
  slug: string;
  description: string;
  is_active: boolean;
  is_company: boolean;
  topic_logo_image: string | null;
  topic_profile_image: string | null;
  video: string | null;
  info: string | null;
  product: string | null;
  position: number;
  created_at: string;
  updated_at: string;
};

export type UserRow = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  bio: string | null;
  avatar: string | null;
  facebook: string | null;
  linkedin: string | null;
  instagram: string | null;
  twitter: string | null;
  pinterest: string | null;
  storefront_url: string | null;
  is_private: boolean;
  is_company: boolean;
  is_expert: boolean;
  jot_level: number;
  default_pod_id: number | null;
  created_at: string;
  updated_at: string;
};

export type SectionRow = {
  id: number;
  pod_id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  info: string | null;
  description: string | null;
  position: number;
  created_at: string;
  updated_at: string;
};

export type ListItemRow = {
  id: number;
  section_id: number;
  author_id: number | null;
  name: string;
  slug: string;
  article: string | null;
  position: number;
  created_at: string;
  updated_at: string;
};

export type JotRow = {
  id: number;
  slug: string;
  list_item_id: number;
  user_id: number;
  name: string;
  content: string;
  content_type: ContentType;
  content_url: string | null;
  level: number;
  /** Derived from the likes (see applyLikeCounters): the count, and the decayed trending score. */
  like_count: number;
  trending_score: number;
  created_at: string;
  updated_at: string;
};

export type JotImageRow = {
  id: number;
  jot_id: number;
  user_id: number;
  name: string;
  path: string;
  mime_type: string;
  size: number;
  order_column: number;
  created_at: string;
};

export type GlossaryTermRow = {
  id: number;
  name: string;
  slug: string;
  content: string;
  reference_url: string | null;
  first_letter: string;
  created_at: string;
  updated_at: string;
};

export type GlossaryTermPodRow = { glossary_term_id: number; pod_id: number };
export type FollowRow = { follower_id: number; followed_id: number; created_at: string };
export type LikeRow = { user_id: number; jot_id: number; created_at: string };

export type AchievementRow = {
  id: number;
  key: string;
  title: string;
  image: string | null;
  description: string;
  viewer_description: string;
  threshold: number;
  position: number;
};

export type BannerRow = {
  id: number;
  link: string;
  alt_text: string;
  image: string;
  is_active: boolean;
  position: number;
  created_at: string;
};

export type SideSegmentRow = {
  id: number;
  container_id: number | null;
  type: 1 | 2;
  title: string;
  link: string | null;
  link_type: '0' | '1';
  video: string | null;
  info: string | null;
  btn_info: string | null;
  image: string | null;
  position: number;
  created_at: string;
};

export type MarketingStoryRow = {
  id: number;
  page: string;
  title: string;
  content: string;
  button_text: string | null;
  button_link: string | null;
  link_type: '0' | '1';
  image: string | null;
  position: number;
  created_at: string;
};

/** An image the seed references; svg() runs only when the file is missing on disk. */
export interface ImageFile {
  readonly path: string;
  readonly svg: () => string;
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
