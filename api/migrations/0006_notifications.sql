-- Notifications: what happened to a user, kept per recipient until read (read_at) or withdrawn.
-- One row is one entry of the recipient's list: someone followed you ('follow'), people liked your
-- jot ('like', one entry per jot while unread, its likers in notification_actors), an author you
-- follow shared a jot ('jot'), you earned an achievement ('achievement'). Who acted is kept in
-- notification_actors so a like entry can grow ("Ana Ruiz and 3 others") and shrink (an unlike
-- withdraws its liker while the entry is unread).
CREATE TABLE notifications (
  id             bigserial PRIMARY KEY,
  recipient_id   bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind           text NOT NULL CHECK (kind IN ('follow', 'like', 'jot', 'achievement')),
  jot_id         bigint REFERENCES jots(id) ON DELETE CASCADE,
  achievement_id bigint REFERENCES achievements(id) ON DELETE CASCADE,
  -- The latest event of the entry (a like entry moves up with every new like).
  created_at     timestamptz NOT NULL DEFAULT now(),
  read_at        timestamptz,
  CHECK ((kind IN ('like', 'jot')) = (jot_id IS NOT NULL)),
  CHECK ((kind = 'achievement') = (achievement_id IS NOT NULL))
);
-- The list, newest first, and the unread count.
CREATE INDEX notifications_recipient_idx ON notifications (recipient_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (recipient_id) WHERE read_at IS NULL;
-- One unread like entry per jot: racing likes of one jot join the same entry.
CREATE UNIQUE INDEX notifications_unread_like_idx ON notifications (recipient_id, jot_id) WHERE kind = 'like' AND read_at IS NULL;

CREATE TABLE notification_actors (
  notification_id bigint NOT NULL REFERENCES notifications(id) ON DELETE CASCADE,
  actor_id        bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  acted_at        timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (notification_id, actor_id)
);
CREATE INDEX notification_actors_actor_idx ON notification_actors (actor_id);
