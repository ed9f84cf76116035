CREATE TABLE "document_parts" (
	"document_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"part" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "document_parts_document_id_part_pk" PRIMARY KEY("document_id","part")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_parts" ADD CONSTRAINT "document_parts_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_parts" ADD CONSTRAINT "document_parts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Files stored before move, whole, into their first part (new uploads are cut into parts of 1 MB).
INSERT INTO "document_parts" ("document_id", "user_id", "part", "bytes") SELECT "document_id", "user_id", 0, "bytes" FROM "document_files";--> statement-breakpoint
ALTER TABLE "document_files" DROP COLUMN "bytes";