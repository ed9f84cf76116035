CREATE TABLE "statement_stats" (
	"user_id" text PRIMARY KEY NOT NULL,
	"statement_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_term_counts" (
	"user_id" text NOT NULL,
	"term" text NOT NULL,
	"statement_count" integer NOT NULL,
	CONSTRAINT "statement_term_counts_user_id_term_pk" PRIMARY KEY("user_id","term")
);
--> statement-breakpoint
ALTER TABLE "statement_stats" ADD CONSTRAINT "statement_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_term_counts" ADD CONSTRAINT "statement_term_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The candidate search for contradictions asks, for each word of a new document, how many of the user's claims
-- contain it; counting the rows of `statement_terms` for that made each upload slower the larger the account.
-- Statement-level triggers keep the counts exact on every insert and delete (also by cascade from statements,
-- documents and users), whichever code path writes them; claims and their terms are never updated in place. As in
-- 0011, rows are locked in key order so concurrent writers for one user wait instead of deadlocking, and counts that
-- reach zero stay as rows (queries ignore them).
CREATE OR REPLACE FUNCTION mnemo_statement_terms_insert() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO statement_term_counts AS c (user_id, term, statement_count)
    SELECT user_id, term, count(*)::int FROM mnemo_new_statement_terms GROUP BY user_id, term ORDER BY user_id, term
  ON CONFLICT (user_id, term) DO UPDATE SET statement_count = c.statement_count + excluded.statement_count;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mnemo_statement_terms_delete() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  WITH gone AS (
    SELECT user_id, term, count(*)::int AS n FROM mnemo_old_statement_terms GROUP BY user_id, term
  ), locked AS (
    SELECT c.user_id, c.term, g.n FROM statement_term_counts c JOIN gone g ON g.user_id = c.user_id AND g.term = c.term
     ORDER BY c.user_id, c.term FOR UPDATE OF c
  )
  UPDATE statement_term_counts c SET statement_count = c.statement_count - k.n FROM locked k
   WHERE c.user_id = k.user_id AND c.term = k.term;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mnemo_statement_stats_insert() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO statement_stats AS s (user_id, statement_count)
    SELECT user_id, count(*)::int FROM mnemo_new_statements GROUP BY user_id ORDER BY user_id
  ON CONFLICT (user_id) DO UPDATE SET statement_count = s.statement_count + excluded.statement_count;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mnemo_statement_stats_delete() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE statement_stats s SET statement_count = s.statement_count - g.n
    FROM (SELECT user_id, count(*)::int AS n FROM mnemo_old_statements GROUP BY user_id) g
   WHERE s.user_id = g.user_id;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER statement_terms_counts_insert AFTER INSERT ON statement_terms
  REFERENCING NEW TABLE AS mnemo_new_statement_terms FOR EACH STATEMENT EXECUTE FUNCTION mnemo_statement_terms_insert();
--> statement-breakpoint
CREATE TRIGGER statement_terms_counts_delete AFTER DELETE ON statement_terms
  REFERENCING OLD TABLE AS mnemo_old_statement_terms FOR EACH STATEMENT EXECUTE FUNCTION mnemo_statement_terms_delete();
--> statement-breakpoint
CREATE TRIGGER statements_stats_insert AFTER INSERT ON statements
  REFERENCING NEW TABLE AS mnemo_new_statements FOR EACH STATEMENT EXECUTE FUNCTION mnemo_statement_stats_insert();
--> statement-breakpoint
CREATE TRIGGER statements_stats_delete AFTER DELETE ON statements
  REFERENCING OLD TABLE AS mnemo_old_statements FOR EACH STATEMENT EXECUTE FUNCTION mnemo_statement_stats_delete();
--> statement-breakpoint
-- Counts for claims stored before this migration.
INSERT INTO statement_term_counts (user_id, term, statement_count)
  SELECT user_id, term, count(*)::int FROM statement_terms GROUP BY user_id, term
ON CONFLICT (user_id, term) DO NOTHING;
--> statement-breakpoint
INSERT INTO statement_stats (user_id, statement_count)
  SELECT user_id, count(*)::int FROM statements GROUP BY user_id
ON CONFLICT (user_id) DO NOTHING;
