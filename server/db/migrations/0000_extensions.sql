-- Extensions are optional: pgvector gives indexed vector search, pg_trgm fuzzy name matching.
-- Debian's PostgreSQL ships pg_trgm but not pgvector; where an extension is missing we go on without it.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') THEN
    CREATE EXTENSION IF NOT EXISTS vector;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  END IF;
END
$$;
