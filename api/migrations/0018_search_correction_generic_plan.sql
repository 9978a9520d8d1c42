-- search_correction (0014) plans its lookup once per session. PL/pgSQL runs its query as a
-- prepared statement with the function's arguments as parameters, and PostgreSQL re-plans such a
-- statement for its values on every call while the plans made for values look cheaper than the
-- generic one; the lookup's generic plan never did, so every misspelt search planned the whole
-- lookup again (about 4 ms of a 4.3 ms call on the large data; the lookup itself reads the
-- vocabulary's trigram index in a fraction of a millisecond). The plan does not depend on the
-- values: the same vocabulary indexes serve every word, so one generic plan is kept.
ALTER FUNCTION search_correction(text[], int[], int[], real, real, real, int) SET plan_cache_mode = force_generic_plan;
