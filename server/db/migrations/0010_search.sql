CREATE TABLE "search_stats" (
	"user_id" text PRIMARY KEY NOT NULL,
	"chunk_count" integer NOT NULL,
	"total_chars" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"user_id" text NOT NULL,
	"lexeme" text NOT NULL,
	"chunk_count" integer NOT NULL,
	CONSTRAINT "search_terms_user_id_lexeme_pk" PRIMARY KEY("user_id","lexeme")
);
--> statement-breakpoint
DROP INDEX "chunks_fts_idx";--> statement-breakpoint
ALTER TABLE "chunks" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('mnemo_english'::regconfig, text)) STORED;--> statement-breakpoint
ALTER TABLE "concepts" ADD COLUMN "embedding_model" text;--> statement-breakpoint
ALTER TABLE "concepts" ADD COLUMN "embedding_dims" integer;--> statement-breakpoint
ALTER TABLE "search_stats" ADD CONSTRAINT "search_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chunks_search_idx" ON "chunks" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "concepts_definition_search_idx" ON "concepts" USING gin (to_tsvector('mnemo_english'::regconfig, coalesce("definition", '')));