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
