/**
 * Resource shapes of the REST contract (docs/rest-api.md, "Resources"), snake_case as they arrive.
 * Only the fields the schema reads are listed; the api may send more.
 */

export interface ContainerRecord {
  id: number;
  name: string;
  slug: string;
  is_active: boolean;
  /** 0 category, 1 core learning. */
  section: 0 | 1;
  topic_logo_image: string | null;
  video: string | null;
  info: string | null;
  product: string | null;
  position: number;
  pods_pagination: { total_records: number };
  pods?: PodRecord[];
}

export interface PodRecord {
  id: number;
  container_id: number;
  name: string;
  slug: string;
  description: string;
  is_active: boolean;
  is_company: boolean;
  is_default: boolean;
  topic_logo_image: string | null;
  topic_profile_image: string | null;
  video: string | null;
  info: string | null;
  product: string | null;
  created_at: string;
  container?: ContainerRecord;
}

export interface MediaRecord {
  original_url: string;
}

export interface MarketingStoryRecord {
  id: number;
  title: string;
  content: string;
  button_text: string | null;
  button_link: string | null;
  /** '1' opens the button link in a new tab. */
  link_type: string | null;
  media: MediaRecord[];
}

export interface SectionRecord {
  id: number;
  pod_id: number;
  container_id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  info: string | null;
  description: string | null;
  position: number;
  /** Nested recursively when included (every node then has `children`, `[]` for leaves). */
  children?: SectionRecord[];
  /** Root first, when included. */
  ancestors?: SectionRecord[];
  list_items?: ListItemRecord[];
  pod?: PodRecord;
  container?: ContainerRecord;
}

/** Pods may carry their section forest (include=sections). */
export interface PodWithSectionsRecord extends PodRecord {
  sections?: SectionRecord[];
}

/** The public profile (docs/rest-api.md "User (public)"); social links and bio null when private. */
export interface UserRecord {
  id: number;
  name: string;
  avatar: string | null;
  bio: string | null;
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
  is_following: boolean;
  /** Who follows them, whom they follow, and their visible jots (the social counts). */
  followers_count: number;
  following_count: number;
  jots_count: number;
  created_at: string;
}

export interface ListItemRecord {
  id: number;
  section_id: number;
  pod_id: number;
  container_id: number;
  author_id: number | null;
  name: string;
  slug: string;
  article: string | null;
  position: number;
  created_at: string;
  /** null when the list item has none (only present when included). */
  author?: UserRecord | null;
  container?: ContainerRecord;
  pod?: PodRecord;
  section?: SectionRecord;
}

export type JotContentTypeValue = 'story' | 'video' | 'audio' | 'pdf' | 'article';

export interface JotImageRecord {
  id: number;
  name: string;
  url: string | null;
  order_column: number;
}

export interface JotRecord {
  id: number;
  slug: string;
  name: string;
  content: string;
  content_type: JotContentTypeValue;
  content_url: string | null;
  level: number;
  like_count: number;
  has_liked: boolean;
  images: JotImageRecord[];
  user_id: number;
  list_item_id: number;
  section_id: number;
  pod_id: number;
  container_id: number;
  created_at: string;
  user?: UserRecord;
  list_item?: ListItemRecord;
  section?: SectionRecord;
  pod?: PodRecord;
  container?: ContainerRecord;
}

export interface BannerRecord {
  id: number;
  link: string;
  alt_text: string;
  media: { original_url: string | null }[];
}

export interface SideSegmentRecord {
  id: number;
  container_id: number | null;
  /** 1 embedded video frame, 2 image. */
  type: number;
  title: string;
  link: string | null;
  /** '1' opens in a new tab. */
  link_type: string;
  video: string | null;
  info: string | null;
  btn_info: string | null;
  image: { original_url: string } | null;
}

export interface GlossaryTermRecord {
  id: number;
  name: string;
  slug: string;
  content: string;
  reference_url: string | null;
  first_letter: string;
  pods?: PodRecord[];
}
