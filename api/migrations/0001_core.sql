-- Core schema: every entity of the product. Images are stored as paths relative to the
-- storage root (DATA_DIR/uploads); the api turns them into /storage/... URLs.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE containers (
  id               bigserial PRIMARY KEY,
  name             text NOT NULL,
  slug             text NOT NULL UNIQUE,
  is_active        boolean NOT NULL DEFAULT true,
  section          smallint NOT NULL DEFAULT 0 CHECK (section IN (0, 1)), -- 0 category, 1 core learning
  topic_logo_image text,
  video            text,
  info             text,
  product          text,
  position         integer NOT NULL DEFAULT 0,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE pods (
  id                  bigserial PRIMARY KEY,
  container_id        bigint NOT NULL REFERENCES containers(id) ON DELETE CASCADE,
  name                text NOT NULL,
  slug                text NOT NULL UNIQUE,
  description         text NOT NULL DEFAULT '',
  is_active           boolean NOT NULL DEFAULT true,
  is_company          boolean NOT NULL DEFAULT false, -- the company pod (/pod/product) holding the legal list items
  topic_logo_image    text,
  topic_profile_image text,
  video               text,
  info                text,
  product             text,
  position            integer NOT NULL DEFAULT 0,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pods_container_idx ON pods (container_id, position, id);
CREATE INDEX pods_created_idx ON pods (created_at DESC, id DESC);

CREATE TABLE users (
  id             bigserial PRIMARY KEY,
  name           text NOT NULL,
  email          text NOT NULL,
  password_hash  text,
  phone          text,
  bio            text,
  avatar         text,
  facebook       text,
  linkedin       text,
  instagram      text,
  twitter        text,
  pinterest      text,
  storefront_url text,
  is_private     boolean NOT NULL DEFAULT false,
  is_company     boolean NOT NULL DEFAULT false,
  is_expert      boolean NOT NULL DEFAULT false, -- the built-in expert account: cannot be blocked
  jot_level      smallint NOT NULL DEFAULT 0 CHECK (jot_level BETWEEN 0 AND 4),
  default_pod_id bigint REFERENCES pods(id) ON DELETE SET NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_unique ON users (lower(email));

CREATE TABLE sections (
  id          bigserial PRIMARY KEY,
  pod_id      bigint NOT NULL REFERENCES pods(id) ON DELETE CASCADE,
  parent_id   bigint REFERENCES sections(id) ON DELETE CASCADE,
  name        text NOT NULL,
  slug        text NOT NULL UNIQUE,
  info        text,
  description text,
  position    integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sections_pod_idx ON sections (pod_id, parent_id, position, id);
CREATE INDEX sections_parent_idx ON sections (parent_id);

CREATE TABLE list_items (
  id         bigserial PRIMARY KEY,
  section_id bigint NOT NULL REFERENCES sections(id) ON DELETE CASCADE,
  author_id  bigint REFERENCES users(id) ON DELETE SET NULL,
  name       text NOT NULL,
  slug       text NOT NULL UNIQUE,
  article    text,
  position   integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX list_items_section_idx ON list_items (section_id, position, id);

CREATE TABLE jots (
  id             bigserial PRIMARY KEY,
  slug           text NOT NULL UNIQUE,
  list_item_id   bigint NOT NULL REFERENCES list_items(id) ON DELETE CASCADE,
  user_id        bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name           text NOT NULL,
  content        text NOT NULL DEFAULT '',
  content_type   text NOT NULL CHECK (content_type IN ('story', 'video', 'audio', 'pdf', 'article')),
  content_url    text,
  level          smallint NOT NULL DEFAULT 0 CHECK (level BETWEEN 0 AND 4),
  like_count     integer NOT NULL DEFAULT 0,
  trending_score double precision NOT NULL DEFAULT 0,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jots_list_item_idx ON jots (list_item_id, created_at DESC, id DESC);
CREATE INDEX jots_user_idx ON jots (user_id, created_at, id);
CREATE INDEX jots_created_idx ON jots (created_at DESC, id DESC);
CREATE INDEX jots_trending_idx ON jots (trending_score DESC, id DESC);

-- Uploaded images. jot_id is null between POST /media/create and the jot save that claims it.
CREATE TABLE jot_images (
  id           bigserial PRIMARY KEY,
  jot_id       bigint REFERENCES jots(id) ON DELETE CASCADE,
  user_id      bigint REFERENCES users(id) ON DELETE CASCADE,
  name         text NOT NULL,
  path         text NOT NULL,
  mime_type    text NOT NULL,
  size         integer NOT NULL DEFAULT 0,
  order_column integer NOT NULL DEFAULT 1,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jot_images_jot_idx ON jot_images (jot_id, order_column, id);

CREATE TABLE glossary_terms (
  id            bigserial PRIMARY KEY,
  name          text NOT NULL,
  slug          text NOT NULL UNIQUE,
  content       text NOT NULL DEFAULT '',
  reference_url text,
  first_letter  char(1) NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX glossary_terms_letter_idx ON glossary_terms (first_letter, name);

CREATE TABLE glossary_term_pods (
  glossary_term_id bigint NOT NULL REFERENCES glossary_terms(id) ON DELETE CASCADE,
  pod_id           bigint NOT NULL REFERENCES pods(id) ON DELETE CASCADE,
  PRIMARY KEY (glossary_term_id, pod_id)
);
CREATE INDEX glossary_term_pods_pod_idx ON glossary_term_pods (pod_id, glossary_term_id);

CREATE TABLE follows (
  follower_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  followed_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (follower_id, followed_id),
  CHECK (follower_id <> followed_id)
);
CREATE INDEX follows_followed_idx ON follows (followed_id);

CREATE TABLE likes (
  user_id    bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  jot_id     bigint NOT NULL REFERENCES jots(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, jot_id)
);
CREATE INDEX likes_jot_idx ON likes (jot_id, created_at DESC);
CREATE INDEX likes_user_idx ON likes (user_id, created_at DESC);

CREATE TABLE achievements (
  id                 bigserial PRIMARY KEY,
  key                text NOT NULL UNIQUE, -- what earns it, e.g. 'first_jot'
  title              text NOT NULL,
  image              text,
  description        text NOT NULL,
  viewer_description text NOT NULL,
  threshold          integer NOT NULL DEFAULT 1,
  position           integer NOT NULL DEFAULT 0
);

CREATE TABLE user_achievements (
  user_id        bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  achievement_id bigint NOT NULL REFERENCES achievements(id) ON DELETE CASCADE,
  earned_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, achievement_id)
);

CREATE TABLE banners (
  id         bigserial PRIMARY KEY,
  link       text NOT NULL,
  alt_text   text NOT NULL,
  image      text NOT NULL,
  is_active  boolean NOT NULL DEFAULT true,
  position   integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Side segments sit beside a container's pods; container_id null means every container page.
CREATE TABLE side_segments (
  id           bigserial PRIMARY KEY,
  container_id bigint REFERENCES containers(id) ON DELETE CASCADE,
  type         smallint NOT NULL DEFAULT 2 CHECK (type IN (1, 2)), -- 1 embedded video frame, 2 image
  title        text NOT NULL,
  link         text,
  link_type    text NOT NULL DEFAULT '0', -- '1' opens in a new tab
  video        text,
  info         text,
  btn_info     text,
  image        text,
  position     integer NOT NULL DEFAULT 0,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE marketing_stories (
  id          bigserial PRIMARY KEY,
  page        text NOT NULL DEFAULT 'home',
  title       text NOT NULL,
  content     text NOT NULL DEFAULT '',
  button_text text,
  button_link text,
  link_type   text NOT NULL DEFAULT '0', -- '1' opens in a new tab
  image       text,
  position    integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX marketing_stories_page_idx ON marketing_stories (page, position, id);

CREATE TABLE oauth_clients (
  id              bigserial PRIMARY KEY,
  name            text NOT NULL,
  secret_hash     text NOT NULL,
  password_client boolean NOT NULL DEFAULT true,
  revoked         boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE oauth_access_tokens (
  id         bigserial PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  client_id  bigint NOT NULL REFERENCES oauth_clients(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  revoked    boolean NOT NULL DEFAULT false,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX oauth_access_tokens_user_idx ON oauth_access_tokens (user_id);

CREATE TABLE oauth_refresh_tokens (
  id              bigserial PRIMARY KEY,
  access_token_id bigint NOT NULL REFERENCES oauth_access_tokens(id) ON DELETE CASCADE,
  token_hash      text NOT NULL UNIQUE,
  revoked         boolean NOT NULL DEFAULT false,
  expires_at      timestamptz NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE password_resets (
  id         bigserial PRIMARY KEY,
  email      text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  used_at    timestamptz,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_resets_email_idx ON password_resets (lower(email));

CREATE TABLE mail_outbox (
  id         bigserial PRIMARY KEY,
  recipient  text NOT NULL,
  subject    text NOT NULL,
  body       text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
