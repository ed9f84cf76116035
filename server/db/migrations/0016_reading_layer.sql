CREATE TABLE "concept_definitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"concept_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"chunk_id" uuid,
	"text" text NOT NULL,
	"char_start" integer NOT NULL,
	"char_end" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "title_source" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "source_text" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "structure" jsonb;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "pipeline_version" integer;--> statement-breakpoint
ALTER TABLE "relationship_evidence" ADD COLUMN "char_start" integer;--> statement-breakpoint
ALTER TABLE "relationship_evidence" ADD COLUMN "char_end" integer;--> statement-breakpoint
ALTER TABLE "relationship_evidence" ADD COLUMN "from_link" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "concept_definitions" ADD CONSTRAINT "concept_definitions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_definitions" ADD CONSTRAINT "concept_definitions_concept_id_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."concepts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_definitions" ADD CONSTRAINT "concept_definitions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_definitions" ADD CONSTRAINT "concept_definitions_chunk_id_chunks_id_fk" FOREIGN KEY ("chunk_id") REFERENCES "public"."chunks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "concept_definitions_concept_idx" ON "concept_definitions" USING btree ("concept_id");--> statement-breakpoint
CREATE UNIQUE INDEX "concept_definitions_source_idx" ON "concept_definitions" USING btree ("concept_id","document_id","char_start");--> statement-breakpoint
-- Documents named after their file (the upload's default) may take their own title when they are read again.
UPDATE "documents" d SET "title_source" = 'file' FROM "document_files" f WHERE f."document_id" = d."id" AND d."title" = regexp_replace(f."file_name", '\.[A-Za-z0-9]{1,8}$', '');
