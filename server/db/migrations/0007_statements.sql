CREATE TABLE "statement_concepts" (
	"user_id" text NOT NULL,
	"statement_id" uuid NOT NULL,
	"concept_id" uuid NOT NULL,
	CONSTRAINT "statement_concepts_statement_id_concept_id_pk" PRIMARY KEY("statement_id","concept_id")
);
--> statement-breakpoint
CREATE TABLE "statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"document_id" uuid NOT NULL,
	"chunk_id" uuid,
	"char_start" integer NOT NULL,
	"char_end" integer NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "relationship_evidence" ADD COLUMN "contradiction_id" uuid;--> statement-breakpoint
ALTER TABLE "statement_concepts" ADD CONSTRAINT "statement_concepts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_concepts" ADD CONSTRAINT "statement_concepts_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_concepts" ADD CONSTRAINT "statement_concepts_concept_id_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."concepts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_chunk_id_chunks_id_fk" FOREIGN KEY ("chunk_id") REFERENCES "public"."chunks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statement_concepts_concept_idx" ON "statement_concepts" USING btree ("user_id","concept_id");--> statement-breakpoint
CREATE INDEX "statements_document_idx" ON "statements" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "statements_user_idx" ON "statements" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "relationship_evidence" ADD CONSTRAINT "relationship_evidence_contradiction_id_contradictions_id_fk" FOREIGN KEY ("contradiction_id") REFERENCES "public"."contradictions"("id") ON DELETE cascade ON UPDATE no action;