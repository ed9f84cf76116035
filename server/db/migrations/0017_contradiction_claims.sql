CREATE TABLE "statement_terms" (
	"user_id" text NOT NULL,
	"term" text NOT NULL,
	"statement_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	CONSTRAINT "statement_terms_statement_id_term_pk" PRIMARY KEY("statement_id","term")
);
--> statement-breakpoint
ALTER TABLE "contradictions" ADD COLUMN "kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "contradictions" ADD COLUMN "confidence" real DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "contradictions" ADD COLUMN "dismiss_reason" text;--> statement-breakpoint
ALTER TABLE "relationship_evidence" ADD COLUMN "cooccurrences" integer;--> statement-breakpoint
ALTER TABLE "relationships" ADD COLUMN "cooccurrences" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "relationships" ADD COLUMN "explicit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "headings" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "document_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "statement_terms" ADD CONSTRAINT "statement_terms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_terms" ADD CONSTRAINT "statement_terms_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_terms" ADD CONSTRAINT "statement_terms_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statement_terms_term_idx" ON "statement_terms" USING btree ("user_id","term");