-- Vector columns are decided here, once per database: `vector` (pgvector) where the extension was created by
-- 0000_extensions, `real[]` otherwise. server/db/vectors.ts reads the column type back and adapts its SQL.
-- The column has no fixed dimension so a change of embedding model needs no migration; indexes are created per
-- model and dimension by the code that embeds.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'vector') THEN
    ALTER TABLE chunks ADD COLUMN IF NOT EXISTS embedding vector;
  ELSE
    ALTER TABLE chunks ADD COLUMN IF NOT EXISTS embedding real[];
  END IF;
END
$$;
--> statement-breakpoint
-- Exact cosine distance for real[] vectors (the fallback without pgvector): same meaning as pgvector's <=>.
CREATE OR REPLACE FUNCTION mnemo_cosine_distance(a real[], b real[]) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT 1 - dot / NULLIF(sqrt(na) * sqrt(nb), 0)
    FROM (SELECT sum(x * y) AS dot, sum(x * x) AS na, sum(y * y) AS nb FROM unnest(a, b) AS t(x, y)) s
$fn$;
