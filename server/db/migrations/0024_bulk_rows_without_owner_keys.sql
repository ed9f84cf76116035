-- The rows a paper writes by the hundred thousand (passages, mentions, claims, their words and concepts) go with
-- their document, claim or concept, each deleted with the user; a foreign key to the user (and, for a claim's
-- words, to the document) was checked on every row and was a good part of the write. Ownership stays the code's rule.
ALTER TABLE "chunks" DROP CONSTRAINT "chunks_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "mentions" DROP CONSTRAINT "mentions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "statement_concepts" DROP CONSTRAINT "statement_concepts_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "statement_terms" DROP CONSTRAINT "statement_terms_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "statement_terms" DROP CONSTRAINT "statement_terms_document_id_documents_id_fk";
--> statement-breakpoint
ALTER TABLE "statements" DROP CONSTRAINT "statements_user_id_users_id_fk";
