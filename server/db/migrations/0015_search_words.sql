-- Words joined by a hyphen or a slash are indexed as their parts. Postgres's parser keeps "TNF/IL-6", "mice/rats" or
-- "PI3K/AKT/mTOR" as one file-path token (none of the words could match), counts "pro-inflammatory" three times
-- (the compound and both parts) and reads "miR-200" as "miR" and the number -200, which "miR 200" or "miR-200a" do
-- not match. mnemo_search_text puts a space there before to_tsvector, for passages, concept definitions and queries
-- alike (server/domain/search/query.ts). On the search evaluation set it raised Recall@3 and MRR@10 on both halves
-- of the set (docs/BENCHMARKS.md, Search). The search vectors are computed again and the lexeme statistics rebuilt
-- from them (the chunk count and lengths do not change).
CREATE OR REPLACE FUNCTION mnemo_search_text(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $fn$ SELECT regexp_replace(t, '(?<=[[:alnum:]+])[‐‑/-](?=[[:alnum:]])', ' ', 'g') $fn$;--> statement-breakpoint
ALTER TABLE "chunks" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "chunks" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('mnemo_english'::regconfig, mnemo_search_text(text))) STORED;--> statement-breakpoint
CREATE INDEX "chunks_search_idx" ON "chunks" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
DROP INDEX "concepts_definition_search_idx";--> statement-breakpoint
CREATE INDEX "concepts_definition_search_idx" ON "concepts" USING gin (to_tsvector('mnemo_english'::regconfig, mnemo_search_text(coalesce("definition", '')))) WITH (fastupdate=false);--> statement-breakpoint
DELETE FROM search_terms;--> statement-breakpoint
INSERT INTO search_terms (user_id, lexeme, chunk_count)
  SELECT c.user_id, l.lexeme, count(*)::int FROM chunks c CROSS JOIN LATERAL unnest(tsvector_to_array(c.search_vector)) AS l(lexeme)
   GROUP BY c.user_id, l.lexeme ORDER BY c.user_id, l.lexeme;
