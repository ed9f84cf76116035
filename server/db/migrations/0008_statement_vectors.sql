-- Statements get a vector of the same kind as chunks (see 0002_vectors.sql): vector with pgvector, else real[].
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'vector') THEN
    ALTER TABLE statements ADD COLUMN IF NOT EXISTS embedding vector;
  ELSE
    ALTER TABLE statements ADD COLUMN IF NOT EXISTS embedding real[];
  END IF;
END
$$;
