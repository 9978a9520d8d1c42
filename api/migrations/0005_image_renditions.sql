-- Uploaded images are decoded and re-encoded; each keeps its pixel size and the smaller copies
-- written beside it: [{"path": "jots/ab12-320w.webp", "width": 320, "height": 240, "mime_type": "image/webp"}, ...].
-- Rows from before (and vector seed images) have no copies: width/height stay null, renditions [].
ALTER TABLE jot_images
  ADD COLUMN width      integer,
  ADD COLUMN height     integer,
  ADD COLUMN renditions jsonb NOT NULL DEFAULT '[]';

ALTER TABLE users
  ADD COLUMN avatar_width      integer,
  ADD COLUMN avatar_height     integer,
  ADD COLUMN avatar_renditions jsonb NOT NULL DEFAULT '[]';

-- The pending-upload sweep and the per-user quota read a user's unclaimed images by age.
CREATE INDEX jot_images_pending_idx ON jot_images (user_id, created_at) WHERE jot_id IS NULL;
