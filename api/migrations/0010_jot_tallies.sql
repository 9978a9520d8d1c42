-- How many jots each author has in each pod, kept by triggers, with whether the pod is visible
-- (it and its container active). A jot held for review (held_at set) is hidden everywhere, so it
-- counts nowhere until it is restored. Page totals of jots (the feed, a pod's, an author's) and
-- authors' visible jot counts read these rows instead of counting the jots themselves: a full
-- count cost ~260 ms at 100,000 jots; the feed's total sums one index entry per pod, an author's
-- is one row. Exact, not an estimate: numbered pagination shows the total.
--
-- Besides a row per author and pod, two kinds of sums (ids start at 1, so 0 is free):
--   (pod, user 0)   all the pod's authors together (the feed's and a pod's totals);
--   (pod 0, user)   the author's jots in every visible pod (an author's total and jots_count).
--
-- No foreign keys: deleting a pod or an author deletes its jots by cascade, and the triggers
-- below then take them off; a key constraint would refuse that order of deletes. A tally can stay
-- at zero.
CREATE TABLE jot_tallies (
  pod_id  bigint NOT NULL,
  user_id bigint NOT NULL,
  jots    integer NOT NULL,
  visible boolean NOT NULL,
  PRIMARY KEY (pod_id, user_id)
);
CREATE INDEX jot_tallies_visible_idx ON jot_tallies (user_id, pod_id) INCLUDE (jots) WHERE visible;

-- In the (user) grouping set only visible pods' jots count, and that row is always read.
INSERT INTO jot_tallies (pod_id, user_id, jots, visible)
SELECT coalesce(s.pod_id, 0), coalesce(j.user_id, 0),
       CASE WHEN GROUPING(s.pod_id) = 1 THEN count(*) FILTER (WHERE p.is_active AND c.is_active) ELSE count(*) END,
       GROUPING(s.pod_id) = 1 OR bool_and(p.is_active AND c.is_active)
  FROM jots j JOIN list_items li ON li.id = j.list_item_id JOIN sections s ON s.id = li.section_id
  JOIN pods p ON p.id = s.pod_id JOIN containers c ON c.id = p.container_id
 WHERE j.held_at IS NULL
 GROUP BY GROUPING SETS ((s.pod_id, j.user_id), (s.pod_id), (j.user_id));

-- Statement-level, like pods.trending_score's triggers: a bulk insert of 100,000 jots (the seed)
-- is one set-based upsert, not one per row. Like those, not followed: list items or sections
-- moved to another pod (no route does that).
CREATE FUNCTION jots_apply_tallies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO jot_tallies AS t (pod_id, user_id, jots, visible)
    SELECT coalesce(s.pod_id, 0), coalesce(n.user_id, 0),
           CASE WHEN GROUPING(s.pod_id) = 1 THEN count(*) FILTER (WHERE p.is_active AND c.is_active) ELSE count(*) END,
           GROUPING(s.pod_id) = 1 OR bool_and(p.is_active AND c.is_active)
      FROM new_rows n JOIN list_items li ON li.id = n.list_item_id JOIN sections s ON s.id = li.section_id
      JOIN pods p ON p.id = s.pod_id JOIN containers c ON c.id = p.container_id
     WHERE n.held_at IS NULL
     GROUP BY GROUPING SETS ((s.pod_id, n.user_id), (s.pod_id), (n.user_id))
    ON CONFLICT (pod_id, user_id) DO UPDATE SET jots = t.jots + EXCLUDED.jots;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE jot_tallies t SET jots = t.jots - d.n
      FROM (SELECT coalesce(s.pod_id, 0) AS pod_id, coalesce(o.user_id, 0) AS user_id,
                   (CASE WHEN GROUPING(s.pod_id) = 1 THEN count(*) FILTER (WHERE p.is_active AND c.is_active) ELSE count(*) END)::int AS n
              FROM old_rows o JOIN list_items li ON li.id = o.list_item_id JOIN sections s ON s.id = li.section_id
              JOIN pods p ON p.id = s.pod_id JOIN containers c ON c.id = p.container_id
             WHERE o.held_at IS NULL
             GROUP BY GROUPING SETS ((s.pod_id, o.user_id), (s.pod_id), (o.user_id))) d
     WHERE t.pod_id = d.pod_id AND t.user_id = d.user_id;
  ELSE
    -- Only jots moved to another list item or author, or held or restored (edits of their text
    -- move nothing): -1 where a counted jot was, +1 where a counted jot is now.
    INSERT INTO jot_tallies AS t (pod_id, user_id, jots, visible)
    SELECT coalesce(s.pod_id, 0), coalesce(m.user_id, 0),
           (CASE WHEN GROUPING(s.pod_id) = 1 THEN coalesce(sum(m.delta) FILTER (WHERE p.is_active AND c.is_active), 0) ELSE sum(m.delta) END)::int,
           GROUPING(s.pod_id) = 1 OR bool_and(p.is_active AND c.is_active)
      FROM (SELECT o.list_item_id, o.user_id, -1 AS delta
              FROM old_rows o JOIN new_rows n ON n.id = o.id
             WHERE o.held_at IS NULL
               AND (o.list_item_id <> n.list_item_id OR o.user_id <> n.user_id OR n.held_at IS NOT NULL)
            UNION ALL
            SELECT n.list_item_id, n.user_id, 1
              FROM old_rows o JOIN new_rows n ON n.id = o.id
             WHERE n.held_at IS NULL
               AND (o.list_item_id <> n.list_item_id OR o.user_id <> n.user_id OR o.held_at IS NOT NULL)) m
      JOIN list_items li ON li.id = m.list_item_id JOIN sections s ON s.id = li.section_id
      JOIN pods p ON p.id = s.pod_id JOIN containers c ON c.id = p.container_id
     GROUP BY GROUPING SETS ((s.pod_id, m.user_id), (s.pod_id), (m.user_id))
    ON CONFLICT (pod_id, user_id) DO UPDATE SET jots = t.jots + EXCLUDED.jots;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER jots_tallies_insert AFTER INSERT ON jots
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION jots_apply_tallies();
CREATE TRIGGER jots_tallies_update AFTER UPDATE ON jots
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION jots_apply_tallies();
CREATE TRIGGER jots_tallies_delete AFTER DELETE ON jots
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION jots_apply_tallies();

CREATE FUNCTION jots_truncate_tallies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE jot_tallies;
  RETURN NULL;
END
$$;
CREATE TRIGGER jots_tallies_truncate AFTER TRUNCATE ON jots FOR EACH STATEMENT EXECUTE FUNCTION jots_truncate_tallies();

-- A pod or container switched on or off (rare, an administrator's act) flips its tallies'
-- visibility and recomputes the authors' sums; a deleted pod's tallies go with it.
CREATE FUNCTION pods_follow_tallies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jot_tallies t SET visible = v.visible
    FROM (SELECT p.id, p.is_active AND c.is_active AS visible FROM pods p JOIN containers c ON c.id = p.container_id) v
   WHERE t.pod_id = v.id AND t.visible <> v.visible;
  DELETE FROM jot_tallies t WHERE t.pod_id <> 0 AND NOT EXISTS (SELECT 1 FROM pods p WHERE p.id = t.pod_id);
  UPDATE jot_tallies t SET jots = a.jots
    FROM (SELECT user_id, coalesce(sum(jots) FILTER (WHERE visible), 0)::int AS jots
            FROM jot_tallies WHERE pod_id <> 0 AND user_id <> 0 GROUP BY user_id) a
   WHERE t.pod_id = 0 AND t.user_id = a.user_id AND t.jots <> a.jots;
  RETURN NULL;
END
$$;
CREATE TRIGGER pods_tallies_visibility AFTER UPDATE OF is_active, container_id OR DELETE ON pods
  FOR EACH STATEMENT EXECUTE FUNCTION pods_follow_tallies();
CREATE TRIGGER containers_tallies_visibility AFTER UPDATE OF is_active OR DELETE ON containers
  FOR EACH STATEMENT EXECUTE FUNCTION pods_follow_tallies();
