import { sql, type SQL } from "drizzle-orm";

/**
 * The search lexemes of a text: words joined by a hyphen or a slash split into their parts (`mnemo_search_text`,
 * migration 0015_search_words), then English stems with stop words kept (`mnemo_english`, migration
 * 0009_search_config). Passages, concept definitions, queries and snippet words all go through this one expression,
 * so they split and stem alike, and the definition index (schema.ts) matches its query character for character.
 */
export const searchLexemes = (text: SQL) => sql`to_tsvector('mnemo_english'::regconfig, mnemo_search_text(${text}))`;
