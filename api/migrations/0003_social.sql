-- Social: a shared reference time for trending scores, and pods' trending score stored
-- and kept in step with their jots'.

-- Every jots.trending_score is "decayed to reference_at": each like weighs
-- 0.5 ^ ((reference_at - liked_at) / 7 days), more than 1 for likes after the reference. All
-- scores share the reference, so a like or unlike recomputes just its jot and the ordering is
-- exact however long ago the other scores were written (a uniform decay never reorders them).
-- Rebasing (api/src/trending) recomputes everything to a new reference, only to keep the numbers
-- small. Starts at the current UTC day, the moment the demo seed decays its generated likes to.
CREATE TABLE trending_state (
  id           boolean PRIMARY KEY DEFAULT true CHECK (id), -- a single row
  reference_at timestamptz NOT NULL
);
INSERT INTO trending_state (reference_at) VALUES (date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC');

-- The TRENDING pods feed orders by the sum of the pod's jots' scores. Summing per request cost
-- ~100 ms on the demo data; stored, the feed is an index scan.
ALTER TABLE pods ADD COLUMN trending_score double precision NOT NULL DEFAULT 0;
UPDATE pods p SET trending_score = x.score
  FROM (SELECT s.pod_id, sum(j.trending_score) AS score
          FROM jots j JOIN list_items li ON li.id = j.list_item_id JOIN sections s ON s.id = li.section_id
         GROUP BY s.pod_id) x
 WHERE x.pod_id = p.id;
CREATE INDEX pods_trending_idx ON pods (trending_score DESC, id DESC);

-- Keeps pods.trending_score equal to the sum over their jots whoever writes jots (the api, the
-- seed's bulk inserts, test fixtures): statement-level triggers apply the summed change per pod,
-- so a bulk insert or a rebase of 100,000 jots is one set-based update, not one per row.
-- Not followed: list items or sections moved to another pod (no route does that); a rebase
-- recomputes every pod exactly.
CREATE FUNCTION jots_apply_pod_trending() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE pods p SET trending_score = p.trending_score + d.score
      FROM (SELECT s.pod_id, sum(n.trending_score) AS score
              FROM new_rows n JOIN list_items li ON li.id = n.list_item_id JOIN sections s ON s.id = li.section_id
             WHERE n.trending_score <> 0
             GROUP BY s.pod_id) d
     WHERE p.id = d.pod_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE pods p SET trending_score = p.trending_score - d.score
      FROM (SELECT s.pod_id, sum(o.trending_score) AS score
              FROM old_rows o JOIN list_items li ON li.id = o.list_item_id JOIN sections s ON s.id = li.section_id
             WHERE o.trending_score <> 0
             GROUP BY s.pod_id) d
     WHERE p.id = d.pod_id;
  ELSE
    -- Only rows whose score or list item changed (like_count and text edits move nothing).
    UPDATE pods p SET trending_score = p.trending_score + d.score
      FROM (SELECT s.pod_id, sum(c.score) AS score
              FROM (SELECT o.list_item_id, -o.trending_score AS score
                      FROM old_rows o JOIN new_rows n ON n.id = o.id
                     WHERE o.trending_score <> n.trending_score OR o.list_item_id <> n.list_item_id
                    UNION ALL
                    SELECT n.list_item_id, n.trending_score
                      FROM old_rows o JOIN new_rows n ON n.id = o.id
                     WHERE o.trending_score <> n.trending_score OR o.list_item_id <> n.list_item_id) c
              JOIN list_items li ON li.id = c.list_item_id JOIN sections s ON s.id = li.section_id
             GROUP BY s.pod_id) d
     WHERE p.id = d.pod_id AND d.score <> 0;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER jots_pod_trending_insert AFTER INSERT ON jots
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION jots_apply_pod_trending();
CREATE TRIGGER jots_pod_trending_update AFTER UPDATE ON jots
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION jots_apply_pod_trending();
CREATE TRIGGER jots_pod_trending_delete AFTER DELETE ON jots
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION jots_apply_pod_trending();
