-- GIN indexes for search without the pending list ("fastupdate"): PGlite never vacuums, so fresh entries piled up
-- in the list that every search scans in full, the planner priced the index out and searches read every row.
DROP INDEX "chunks_search_idx";--> statement-breakpoint
DROP INDEX "concepts_definition_search_idx";--> statement-breakpoint
CREATE INDEX "chunks_search_idx" ON "chunks" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "concepts_definition_search_idx" ON "concepts" USING gin (to_tsvector('mnemo_english'::regconfig, coalesce("definition", ''))) WITH (fastupdate=false);