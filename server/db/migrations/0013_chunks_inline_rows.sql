-- Keep chunk rows whole in the table instead of moving their search vector (and text) to TOAST: a row is ~3.5 kB
-- (~1 kB of text, ~1.7 kB of search vector, the embedding), past the default 2 kB threshold. Search reads the
-- vector of every candidate passage; out of line that cost two or three extra page reads per row, and on PGlite
-- at 100,000 passages the lexical step took ~35 % longer. Rows over 8 kB are still compressed and moved out as usual.
-- Applies to rows written from now on.
ALTER TABLE chunks SET (toast_tuple_target = 8160);
