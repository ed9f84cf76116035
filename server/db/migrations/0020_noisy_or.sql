-- A relationship's strength from its evidence, combined like independent signals: 1 - Π(1 - s), as a running product
-- instead of 1 - exp(sum(ln(1 - s))). The product never leaves [0, 1], so no number of evidence rows can underflow
-- exp(); it is floored at 1e-12 because PostgreSQL raises an error when a float multiplication underflows to zero.
CREATE OR REPLACE FUNCTION mnemo_noisy_or_step(remaining double precision, strength double precision) RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT greatest(remaining * (1 - least(greatest(coalesce(strength, 0), 0), 1)), 1e-12) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mnemo_noisy_or_final(remaining double precision) RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT 1 - remaining $$;
--> statement-breakpoint
CREATE OR REPLACE AGGREGATE mnemo_noisy_or(double precision) (SFUNC = mnemo_noisy_or_step, STYPE = double precision, INITCOND = '1', FINALFUNC = mnemo_noisy_or_final);
