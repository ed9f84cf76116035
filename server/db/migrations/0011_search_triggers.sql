-- BM25 needs, per user, how many chunks contain each lexeme (search_terms) and the number and total length of the
-- chunks (search_stats). Statement-level triggers keep both exact on every insert, delete (also by cascade from
-- documents and users) and text change of chunks, whichever code path writes them. Rows are locked in key order
-- (sorted upsert; FOR UPDATE ... ORDER BY before a decrement) so concurrent writers for one user wait for each
-- other instead of deadlocking. Counts that reach zero stay as rows; queries ignore them.
CREATE OR REPLACE FUNCTION mnemo_search_stats_apply(users text[], vectors tsvector[], lengths bigint[], sign int) RETURNS void
LANGUAGE plpgsql AS $fn$
BEGIN
  IF coalesce(array_length(users, 1), 0) = 0 THEN
    RETURN;
  END IF;
  IF sign > 0 THEN
    INSERT INTO search_terms AS t (user_id, lexeme, chunk_count)
      SELECT r.user_id, l.lexeme, count(*)::int
        FROM unnest(users, vectors) AS r(user_id, vector) CROSS JOIN LATERAL unnest(tsvector_to_array(r.vector)) AS l(lexeme)
       GROUP BY r.user_id, l.lexeme ORDER BY r.user_id, l.lexeme
    ON CONFLICT (user_id, lexeme) DO UPDATE SET chunk_count = t.chunk_count + excluded.chunk_count;
    INSERT INTO search_stats AS s (user_id, chunk_count, total_chars)
      SELECT r.user_id, count(*)::int, sum(r.length) FROM unnest(users, lengths) AS r(user_id, length) GROUP BY r.user_id ORDER BY r.user_id
    ON CONFLICT (user_id) DO UPDATE SET chunk_count = s.chunk_count + excluded.chunk_count, total_chars = s.total_chars + excluded.total_chars;
  ELSE
    WITH gone AS (
      SELECT r.user_id, l.lexeme, count(*)::int AS n
        FROM unnest(users, vectors) AS r(user_id, vector) CROSS JOIN LATERAL unnest(tsvector_to_array(r.vector)) AS l(lexeme)
       GROUP BY r.user_id, l.lexeme
    ), locked AS (
      SELECT t.user_id, t.lexeme, g.n FROM search_terms t JOIN gone g ON g.user_id = t.user_id AND g.lexeme = t.lexeme
       ORDER BY t.user_id, t.lexeme FOR UPDATE OF t
    )
    UPDATE search_terms t SET chunk_count = t.chunk_count - k.n FROM locked k WHERE t.user_id = k.user_id AND t.lexeme = k.lexeme;
    UPDATE search_stats s SET chunk_count = s.chunk_count - g.n, total_chars = s.total_chars - g.chars
      FROM (SELECT r.user_id, count(*)::int AS n, sum(r.length) AS chars FROM unnest(users, lengths) AS r(user_id, length) GROUP BY r.user_id) g
     WHERE s.user_id = g.user_id;
  END IF;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mnemo_search_stats_insert() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM mnemo_search_stats_apply(array_agg(user_id), array_agg(search_vector), array_agg(char_length(text)::bigint), 1) FROM mnemo_new_chunks;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mnemo_search_stats_delete() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM mnemo_search_stats_apply(array_agg(user_id), array_agg(search_vector), array_agg(char_length(text)::bigint), -1) FROM mnemo_old_chunks;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Vector updates (ingest, re-embedding) are by far the most common updates and change nothing here: only rows
-- whose text or owner changed count, as the old row removed and the new one added.
CREATE OR REPLACE FUNCTION mnemo_search_stats_update() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM mnemo_search_stats_apply(array_agg(o.user_id), array_agg(o.search_vector), array_agg(char_length(o.text)::bigint), -1)
     FROM mnemo_old_chunks o JOIN mnemo_new_chunks n ON n.id = o.id
    WHERE o.text IS DISTINCT FROM n.text OR o.user_id IS DISTINCT FROM n.user_id;
  PERFORM mnemo_search_stats_apply(array_agg(n.user_id), array_agg(n.search_vector), array_agg(char_length(n.text)::bigint), 1)
     FROM mnemo_old_chunks o JOIN mnemo_new_chunks n ON n.id = o.id
    WHERE o.text IS DISTINCT FROM n.text OR o.user_id IS DISTINCT FROM n.user_id;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER chunks_search_stats_insert AFTER INSERT ON chunks
  REFERENCING NEW TABLE AS mnemo_new_chunks FOR EACH STATEMENT EXECUTE FUNCTION mnemo_search_stats_insert();
--> statement-breakpoint
CREATE TRIGGER chunks_search_stats_delete AFTER DELETE ON chunks
  REFERENCING OLD TABLE AS mnemo_old_chunks FOR EACH STATEMENT EXECUTE FUNCTION mnemo_search_stats_delete();
--> statement-breakpoint
CREATE TRIGGER chunks_search_stats_update AFTER UPDATE ON chunks
  REFERENCING OLD TABLE AS mnemo_old_chunks NEW TABLE AS mnemo_new_chunks FOR EACH STATEMENT EXECUTE FUNCTION mnemo_search_stats_update();
--> statement-breakpoint
-- Statistics for chunks stored before this migration.
INSERT INTO search_terms (user_id, lexeme, chunk_count)
  SELECT c.user_id, l.lexeme, count(*)::int FROM chunks c CROSS JOIN LATERAL unnest(tsvector_to_array(c.search_vector)) AS l(lexeme)
   GROUP BY c.user_id, l.lexeme
ON CONFLICT (user_id, lexeme) DO NOTHING;
--> statement-breakpoint
INSERT INTO search_stats (user_id, chunk_count, total_chars)
  SELECT user_id, count(*)::int, sum(char_length(text)) FROM chunks GROUP BY user_id
ON CONFLICT (user_id) DO NOTHING;
