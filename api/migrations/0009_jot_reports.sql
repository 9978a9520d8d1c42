-- Readers report jots (spam, harassment, misinformation, other; an optional note). A reader
-- reports a jot once. A jot reported by three different readers since its last review is held:
-- hidden everywhere (lists, its page, search, counts) until someone reviews it with the reports
-- script (npm run reports), which restores it (held_at cleared, its reports marked reviewed) or
-- removes it. Reports go with their jot or their reporter (ON DELETE CASCADE).
CREATE TABLE jot_reports (
  id          bigserial PRIMARY KEY,
  jot_id      bigint NOT NULL REFERENCES jots(id) ON DELETE CASCADE,
  reporter_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  reason      text NOT NULL CHECK (reason IN ('spam', 'harassment', 'misinformation', 'other')),
  note        text CHECK (char_length(note) <= 1000),
  created_at  timestamptz NOT NULL DEFAULT now(),
  reviewed_at timestamptz,
  UNIQUE (jot_id, reporter_id)
);
CREATE INDEX jot_reports_open_idx ON jot_reports (jot_id) WHERE reviewed_at IS NULL;

ALTER TABLE jots ADD COLUMN held_at timestamptz;
