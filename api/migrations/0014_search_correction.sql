-- Typo correction through the vocabulary (search_words, 0008), as a function every search
-- statement calls (api/src/search/typos.ts passes the query's words and the thresholds). A
-- function in PL/pgSQL keeps its plan for the session: each search statement carries the call,
-- evaluated only when the query as typed found nothing, and planning that statement no longer
-- plans the lookup too.
--
-- typing_flags and correctable_flags: 1 or 0 for each word (the word being typed, a word long
-- enough to correct). One row when the query has a correction, none otherwise. A word is known when some document
-- has it (a stop word or a word too short to correct counts as known; a word being typed is known
-- when some word starts with it). Each unknown word becomes its most similar vocabulary words, at
-- most per_word of them, the best and its near ties ORed: trigram similarity at least
-- typo_similarity, or for the word being typed, word similarity at least typing_similarity with
-- the start of a word ("foundxt" to "foundations"). Only words the text parser reads as one plain
-- word are taken, so a correction can never hold a tsquery operator. No correction when every
-- word is known or an unknown word has no similar word.
--
-- correction_done: the known finished words (to_tsquery text, '&'-joined); correction_corrected:
-- the corrections ('&'-joined, near ties in parentheses); correction_keep_typing: the word being
-- typed is known and stays a prefix; correction_similarity: the least similarity of the
-- corrections made.
CREATE FUNCTION search_correction(
  words text[], typing_flags int[], correctable_flags int[],
  typo_similarity real, typing_similarity real, near_tie real, per_word int)
RETURNS TABLE (correction_done text, correction_corrected text, correction_keep_typing boolean, correction_similarity float8)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
  WITH typed_words AS (
    SELECT t.i, t.w, t.typing_flag = 1 AS is_typing, t.correctable_flag = 1 AS is_correctable, to_tsvector('english', t.w) = ''::tsvector AS stop_word
    FROM unnest(words, typing_flags, correctable_flags) WITH ORDINALITY AS t(w, typing_flag, correctable_flag, i)),
  checked_words AS (
    SELECT t.*, (NOT t.is_correctable OR t.stop_word
      OR (NOT t.is_typing AND EXISTS (SELECT 1 FROM search_words s WHERE s.word = t.w))
      OR (t.is_typing AND EXISTS (SELECT 1 FROM search_words s WHERE s.word >= t.w AND s.word < t.w || chr(1114111)))) AS known
    FROM typed_words t),
  word_fixes AS (
    SELECT c.i, c.w, c.is_typing, c.known, coalesce(k.best, 0) AS best, coalesce(k.kept, 0) AS kept,
      CASE WHEN k.kept = 1 THEN k.fixes ELSE '(' || k.fixes || ')' END AS fix
    FROM checked_words c
    LEFT JOIN LATERAL (
      SELECT max(m.best) AS best, count(*) FILTER (WHERE m.taken)::int AS kept,
        string_agg(m.word, ' | ' ORDER BY m.sim DESC, m.word) FILTER (WHERE m.taken) AS fixes
      FROM (SELECT top.word, top.sim, top.best, top.sim >= top.best - near_tie
            AND (SELECT count(*) = 1 AND bool_and(tt.alias IN ('asciiword', 'word', 'numword', 'uint'))
              FROM ts_parse('default', top.word) p JOIN ts_token_type('default') tt ON tt.tokid = p.tokid) AS taken
        FROM (SELECT cand.word, cand.sim, max(cand.sim) OVER () AS best
          FROM (SELECT s.word, greatest(similarity(s.word, c.w), CASE WHEN c.is_typing THEN word_similarity(c.w, s.word) ELSE 0 END) AS sim
            FROM search_words s
            WHERE NOT c.known AND ((s.word % c.w AND similarity(s.word, c.w) >= typo_similarity)
              OR (c.is_typing AND c.w <% s.word AND word_similarity(c.w, s.word) >= typing_similarity))
            ORDER BY 2 DESC, 1 LIMIT per_word) cand) top) m) k ON true)
  SELECT coalesce(string_agg(f.w, ' & ' ORDER BY f.i) FILTER (WHERE f.known AND NOT f.is_typing), ''),
    string_agg(f.fix, ' & ' ORDER BY f.i) FILTER (WHERE NOT f.known),
    coalesce(bool_or(f.known AND f.is_typing), false),
    (min(f.best) FILTER (WHERE NOT f.known))::float8
  FROM word_fixes f
  HAVING bool_or(NOT f.known) AND bool_and(f.known OR f.kept > 0);
END $$;
