-- Search indexes that every search reads in full, whatever VACUUM has done.
--
-- A GIN index with fastupdate (the default) takes new entries into an unsorted pending list of up
-- to gin_pending_list_limit (4 MB), merged into the index only by VACUUM or by the insert that
-- overflows it; every search reads the whole list. Right after the large seed that was 500 pages
-- of jots_title_idx and 220 of jots_search_idx on each search, more than the rest of a typical
-- search; on a server without autovacuum it never shrinks. Off, each write files its entries
-- straight into the index (a jot's insert does a few hundred small index updates), so a search
-- reads only the entries of its own words. The lists already there are merged now.
ALTER INDEX pods_search_idx SET (fastupdate = off);
ALTER INDEX jots_search_idx SET (fastupdate = off);
ALTER INDEX glossary_terms_search_idx SET (fastupdate = off);
ALTER INDEX pods_title_idx SET (fastupdate = off);
ALTER INDEX jots_title_idx SET (fastupdate = off);
ALTER INDEX glossary_terms_title_idx SET (fastupdate = off);
ALTER INDEX search_words_trgm_idx SET (fastupdate = off);
SELECT gin_clean_pending_list(i::regclass) FROM unnest(ARRAY['pods_search_idx', 'jots_search_idx', 'glossary_terms_search_idx',
  'pods_title_idx', 'jots_title_idx', 'glossary_terms_title_idx', 'search_words_trgm_idx']) i;

-- Names by trigrams served the typo matching that the vocabulary (search_words, 0008) replaced:
-- nothing reads these any more, and every write of a name paid for them.
DROP INDEX pods_name_trgm_idx;
DROP INDEX jots_name_trgm_idx;
DROP INDEX glossary_terms_name_trgm_idx;
