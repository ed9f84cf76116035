CREATE TABLE "concept_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"concept_id" uuid,
	"other_concept_id" uuid,
	"summary" text NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "concept_aliases_user_alias_idx";--> statement-breakpoint
ALTER TABLE "concept_versions" ADD COLUMN "merged_name" text;--> statement-breakpoint
ALTER TABLE "concept_versions" ADD COLUMN "change_id" uuid;--> statement-breakpoint
ALTER TABLE "concept_changes" ADD CONSTRAINT "concept_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_changes" ADD CONSTRAINT "concept_changes_concept_id_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."concepts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_changes" ADD CONSTRAINT "concept_changes_other_concept_id_concepts_id_fk" FOREIGN KEY ("other_concept_id") REFERENCES "public"."concepts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "concept_changes_user_idx" ON "concept_changes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "concept_changes_concept_idx" ON "concept_changes" USING btree ("concept_id");--> statement-breakpoint
CREATE INDEX "concept_changes_other_idx" ON "concept_changes" USING btree ("other_concept_id");--> statement-breakpoint
ALTER TABLE "concept_versions" ADD CONSTRAINT "concept_versions_change_id_concept_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."concept_changes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "concept_aliases_concept_alias_idx" ON "concept_aliases" USING btree ("concept_id","normalized_alias");--> statement-breakpoint
CREATE INDEX "concept_aliases_user_alias_idx" ON "concept_aliases" USING btree ("user_id","normalized_alias");