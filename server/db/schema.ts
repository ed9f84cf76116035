/**
 * The database schema. Every table a user owns carries `user_id` with ON DELETE CASCADE to `users`, and every
 * query filters on it. Vector columns (`embedding`) are not declared here: they are `vector` or `real[]` depending
 * on the database (see migrations/0001_vectors.sql and ./vectors.ts), so only raw SQL in ./vectors.ts touches them.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { searchLexemes } from "./search-text.ts";

/** Binary data; PGlite returns Uint8Array and node-postgres Buffer, so normalise to Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A full-text search vector; written by the database (generated column), read only by server/domain/search. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

// ---- Accounts (Better Auth's four tables, with Mnemo's profile fields on the user) ----

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  firstName: text("first_name"),
  lastName: text("last_name"),
  username: text("username"),
  /** Set when the account was deleted: it can no longer sign in, and a background job deletes its rows in batches. */
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
  ...timestamps,
});

/** The owning user of a row: every user's row carries it, and deleting the user deletes the row. */
const ownerColumn = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/**
 * The owning user of a row that many of a document's rows share (passages, mentions, claims and their words): no
 * foreign key of its own, since the row goes with its document, claim or concept (each deleted with the user), and a
 * key checked on every one of a paper's hundred thousand rows was a good part of its write (migration 0024).
 * Ownership is the code's rule either way: a key checks that the user exists, not that the row is theirs.
 */
const bulkOwnerColumn = () => text("user_id").notNull();

/** The document a row belongs to (deleting the document deletes the row). */
const documentColumn = () =>
  uuid("document_id")
    .notNull()
    .references(() => documents.id, { onDelete: "cascade" });

/** The concept a row belongs to (deleting the concept deletes the row). */
const conceptColumn = () =>
  uuid("concept_id")
    .notNull()
    .references(() => concepts.id, { onDelete: "cascade" });

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: ownerColumn(),
    ...timestamps,
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: ownerColumn(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (t) => [
    index("accounts_user_id_idx").on(t.userId),
    uniqueIndex("accounts_provider_account_idx").on(t.providerId, t.accountId),
  ],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/**
 * Personal API tokens for scripts, the command-line importer and the MCP server. Only the SHA-256 of the secret is
 * kept; a revoked token's row is deleted (nothing is left to look up, list or leak).
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerColumn(),
    name: text("name").notNull(),
    /** Hex SHA-256 of the whole token (`mnemo_…`): what a request's token is looked up by. */
    tokenHash: text("token_hash").notNull(),
    /** The token's last four characters, so the user can tell tokens apart in Settings. */
    lastFour: text("last_four").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Updated at most once a minute, not on every request. */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("api_tokens_token_hash_idx").on(t.tokenHash), index("api_tokens_user_id_idx").on(t.userId)],
);

// ---- Installation-wide settings (for example the generated session-signing secret) ----

export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---- Knowledge ----

export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerColumn(),
    name: text("name").notNull(),
    description: text("description"),
    ...timestamps,
  },
  (t) => [index("projects_user_id_idx").on(t.userId)],
);

export const documents = pgTable(
  "documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerColumn(),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    /** Where the title came from: `user` (typed or renamed), `document` (its own title, read from it), `file` (file name). */
    titleSource: text("title_source").notNull().default("user"),
    /** pdf | text | markdown | note */
    type: text("type").notNull(),
    /** The text as read for the reader (reading layer): every span (chunks, mentions, blocks) points into it. */
    content: text("content").notNull(),
    /**
     * The text as it arrived, for documents stored before their bytes were kept in document_parts (a JSON body, a
     * typed note): reprocessing reads this, not `content`, which lost the front matter and Obsidian links.
     */
    sourceText: text("source_text"),
    /** What the reading layer found: `{ blocks: [kind, start, end, level?][], metadata }` (see pipeline/reading). */
    structure: jsonb("structure"),
    /** The version of the reading and extraction pipeline that produced this document's knowledge (null: before it existed). */
    pipelineVersion: integer("pipeline_version"),
    pageCount: integer("page_count"),
    /** Character offset in `content` where each PDF page starts (page n starts at pageStarts[n-1]). */
    pageStarts: integer("page_starts").array(),
    /** queued | processing | ready | failed */
    status: text("status").notNull().default("queued"),
    progress: integer("progress").notNull().default(0),
    warning: text("warning"),
    error: text("error"),
    /** Set in the transaction that wrote the document's chunks and knowledge: a retried job then has nothing to redo. */
    processedAt: timestamp("processed_at", { withTimezone: true }),
    /** Which extractor produced the knowledge (local, openai, anthropic). */
    extractor: text("extractor"),
    /**
     * Set when the user deleted the document: it is gone from every view at once (reads filter on it, and its
     * concept and relationship links are removed with the mark), and a background job deletes its rows in batches.
     */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    index("documents_user_uploaded_idx").on(t.userId, t.uploadedAt),
    index("documents_project_idx").on(t.projectId),
  ],
);

/** The uploaded file's name and type, for download (its bytes are in document_parts). Notes have none. */
export const documentFiles = pgTable("document_files", {
  documentId: uuid("document_id")
    .primaryKey()
    .references(() => documents.id, { onDelete: "cascade" }),
  userId: ownerColumn(),
  fileName: text("file_name").notNull(),
  mimeType: text("mime_type").notNull(),
  sizeBytes: integer("size_bytes").notNull(),
  /** Where a web page (or a file a link pointed to) was fetched from, after redirects; null for uploads. */
  sourceUrl: text("source_url"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What a document is read from, as it arrived (its uploaded file, or the text of a note sent as JSON), in parts of
 * at most 1 MB: the embedded database takes seconds to write or read a value of tens of megabytes in one piece,
 * blocking every request meanwhile; part by part, requests go in between.
 */
export const documentParts = pgTable(
  "document_parts",
  {
    documentId: documentColumn(),
    userId: ownerColumn(),
    part: integer("part").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.part] })],
);

export const chunks = pgTable(
  "chunks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: bulkOwnerColumn(),
    documentId: documentColumn(),
    ordinal: integer("ordinal").notNull(),
    charStart: integer("char_start").notNull(),
    charEnd: integer("char_end").notNull(),
    page: integer("page"),
    text: text("text").notNull(),
    embeddingModel: text("embedding_model"),
    embeddingDims: integer("embedding_dims"),
    /**
     * Lexemes for search: English stems, stop words kept (migration 0009_search_config), words joined by a hyphen or
     * a slash counted as their parts (mnemo_search_text, migration 0015_search_words); statistics in search_terms.
     */
    searchVector: tsvector("search_vector").generatedAlwaysAs(searchLexemes(sql`text`)),
  },
  (t) => [
    uniqueIndex("chunks_document_ordinal_idx").on(t.documentId, t.ordinal),
    index("chunks_user_idx").on(t.userId),
    // fastupdate off: PGlite never vacuums, and GIN's pending list of fresh entries (scanned in full by every
    // search until a vacuum merges it) made the planner avoid the index and searches slow; see migration 0012.
    index("chunks_search_idx").using("gin", t.searchVector).with({ fastupdate: false }),
  ],
);

export const concepts = pgTable(
  "concepts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerColumn(),
    name: text("name").notNull(),
    /** Lower-cased, lemmatised form used to find the same concept again. */
    normalizedKey: text("normalized_key").notNull(),
    category: text("category").notNull().default("general"),
    definition: text("definition"),
    /** The model that made the name vector (the `embedding` column), so a model change can re-embed it. */
    embeddingModel: text("embedding_model"),
    embeddingDims: integer("embedding_dims"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("concepts_user_key_idx").on(t.userId, t.normalizedKey),
    index("concepts_user_prefix_idx").on(t.userId, sql`left(${t.normalizedKey}, 2)`),
    index("concepts_definition_search_idx")
      .using("gin", searchLexemes(sql`coalesce(${t.definition}, '')`))
      .with({ fastupdate: false }),
  ],
);

export const conceptAliases = pgTable(
  "concept_aliases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerColumn(),
    conceptId: conceptColumn(),
    alias: text("alias").notNull(),
    normalizedAlias: text("normalized_alias").notNull(),
  },
  (t) => [
    // One name may be an alias of several concepts ("AP": average precision in one paper, access point in another);
    // resolution then trusts it for none of them.
    uniqueIndex("concept_aliases_concept_alias_idx").on(t.conceptId, t.normalizedAlias),
    index("concept_aliases_user_alias_idx").on(t.userId, t.normalizedAlias),
    index("concept_aliases_concept_idx").on(t.conceptId),
  ],
);

/**
 * Every definition of a concept found in the user's documents, with its passage: a concept defined by several
 * sources keeps each one, and `concepts.definition` shows the best-supported of them.
 */
export const conceptDefinitions = pgTable(
  "concept_definitions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerColumn(),
    conceptId: conceptColumn(),
    documentId: documentColumn(),
    chunkId: uuid("chunk_id").references(() => chunks.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    charStart: integer("char_start").notNull(),
    charEnd: integer("char_end").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("concept_definitions_concept_idx").on(t.conceptId),
    uniqueIndex("concept_definitions_source_idx").on(t.conceptId, t.documentId, t.charStart),
  ],
);

/** How salient a concept is in one document; the document detail lists concepts in this order. */
export const documentConcepts = pgTable(
  "document_concepts",
  {
    userId: ownerColumn(),
    documentId: documentColumn(),
    conceptId: conceptColumn(),
    salience: real("salience").notNull(),
    mentionCount: integer("mention_count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.conceptId] }), index("document_concepts_concept_idx").on(t.conceptId)],
);

/** Every place a concept occurs: the provenance of the knowledge graph. */
export const mentions = pgTable(
  "mentions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: bulkOwnerColumn(),
    conceptId: conceptColumn(),
    documentId: documentColumn(),
    chunkId: uuid("chunk_id").references(() => chunks.id, { onDelete: "cascade" }),
    charStart: integer("char_start").notNull(),
    charEnd: integer("char_end").notNull(),
    page: integer("page"),
  },
  (t) => [
    index("mentions_concept_idx").on(t.conceptId),
    index("mentions_document_idx").on(t.documentId),
    uniqueIndex("mentions_span_idx").on(t.documentId, t.conceptId, t.charStart),
  ],
);

export const relationships = pgTable(
  "relationships",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerColumn(),
    sourceConceptId: uuid("source_concept_id")
      .notNull()
      .references(() => concepts.id, { onDelete: "cascade" }),
    targetConceptId: uuid("target_concept_id")
      .notNull()
      .references(() => concepts.id, { onDelete: "cascade" }),
    /** related | supports | contradicts (contradicts: only from unresolved contradictions) */
    type: text("type").notNull(),
    strength: real("strength").notNull(),
    /** Sentences in which the two concepts occur together, summed over the evidence (co-occurrence edges). */
    cooccurrences: integer("cooccurrences").notNull().default(0),
    /** Some evidence states the relationship outright (a cue phrase, a note's link), not by co-occurrence alone. */
    explicit: boolean("explicit").notNull().default(false),
    /** The words that state it, from its evidence (the most frequent label, then the strongest): "is used for". */
    label: text("label"),
    /** The label is said of the target ("B is used for A" stored as A → B): read it from the target. */
    labelReversed: boolean("label_reversed").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("relationships_pair_idx").on(t.userId, t.sourceConceptId, t.targetConceptId, t.type),
    index("relationships_target_idx").on(t.targetConceptId),
  ],
);

/** The passages that support a relationship, one row per document and passage; no evidence left, no relationship. */
export const relationshipEvidence = pgTable(
  "relationship_evidence",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerColumn(),
    relationshipId: uuid("relationship_id")
      .notNull()
      .references(() => relationships.id, { onDelete: "cascade" }),
    documentId: documentColumn(),
    chunkId: uuid("chunk_id").references(() => chunks.id, { onDelete: "cascade" }),
    strength: real("strength").notNull(),
    /** The sentence that shows the relationship (null for evidence written before sentences were kept). */
    charStart: integer("char_start"),
    charEnd: integer("char_end"),
    /** The user linked the two concepts themselves (an Obsidian `[[link]]` from one note to another). */
    fromLink: boolean("from_link").notNull().default(false),
    /** Co-occurrence evidence: in how many sentences of the document the two occur together (null: stated outright). */
    cooccurrences: integer("cooccurrences"),
    /** The words of the sentence that state the relationship ("uses", "such as" read as "is a kind of"). */
    label: text("label"),
    /** The label is said of the relationship's target, not its source. */
    labelReversed: boolean("label_reversed").notNull().default(false),
    /** Set for `contradicts` evidence: the edge lasts as long as the contradiction it shows. */
    contradictionId: uuid("contradiction_id").references((): AnyPgColumn => contradictions.id, { onDelete: "cascade" }),
  },
  (t) => [
    index("relationship_evidence_relationship_idx").on(t.relationshipId),
    index("relationship_evidence_document_idx").on(t.documentId),
  ],
);

export const conceptVersions = pgTable(
  "concept_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerColumn(),
    conceptId: conceptColumn(),
    /** created | definition_updated | category_changed | merged | split | renamed */
    changeType: text("change_type").notNull(),
    name: text("name").notNull(),
    category: text("category").notNull(),
    definition: text("definition"),
    previousDefinition: text("previous_definition"),
    /** A sentence about the change beyond the version's fields (PRODUCT.md section 3), e.g. which name was merged in. */
    detail: text("detail"),
    documentId: uuid("document_id").references(() => documents.id, { onDelete: "set null" }),
    /** Kept so the timeline can still say where a change came from after its document is deleted. */
    documentTitle: text("document_title"),
    /** A merge's name that was merged in: what splitting it back out takes. */
    mergedName: text("merged_name"),
    /** The user's own change this entry records (null for what reading a document did). */
    changeId: uuid("change_id").references((): AnyPgColumn => conceptChanges.id, { onDelete: "set null" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("concept_versions_user_changed_idx").on(t.userId, t.changedAt),
    index("concept_versions_concept_idx").on(t.conceptId),
  ],
);

/**
 * The user's own changes to which names are one concept (merge, split, rename), kept to be undone and to hold when a
 * document is read again: a split's rule (which mentions leave the concept) is applied to every later reading.
 */
export const conceptChanges = pgTable(
  "concept_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerColumn(),
    /** merge | split | rename | kept_apart (a rejected suggestion: two normalised keys never suggested again) */
    kind: text("kind").notNull(),
    /** The concept the change left: a merge's kept concept, the concept a split took from, the renamed one. */
    conceptId: uuid("concept_id").references(() => concepts.id, { onDelete: "set null" }),
    /** A split's new concept. */
    otherConceptId: uuid("other_concept_id").references(() => concepts.id, { onDelete: "set null" }),
    summary: text("summary").notNull(),
    /** What replaying and undoing need (domain/knowledge/concept-changes.ts). */
    detail: jsonb("detail").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
  },
  (t) => [
    index("concept_changes_user_idx").on(t.userId, t.createdAt),
    index("concept_changes_concept_idx").on(t.conceptId),
    index("concept_changes_other_idx").on(t.otherConceptId),
  ],
);

/** Claims (declarative sentences of body text, list items): what contradiction detection compares across documents. */
export const statements = pgTable(
  "statements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: bulkOwnerColumn(),
    documentId: documentColumn(),
    chunkId: uuid("chunk_id").references(() => chunks.id, { onDelete: "cascade" }),
    charStart: integer("char_start").notNull(),
    charEnd: integer("char_end").notNull(),
    text: text("text").notNull(),
    /** Specific headings above the claim, nearest first: the work a note's section is about. */
    headings: text("headings")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The names of the claim's document when it was read (title, short title, stated title, aliases). */
    documentNames: text("document_names")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [index("statements_document_idx").on(t.documentId), index("statements_user_idx").on(t.userId)],
);

/** The words of each claim (dictionary forms, figures): how claims that may speak of the same thing are found. */
export const statementTerms = pgTable(
  "statement_terms",
  {
    userId: bulkOwnerColumn(),
    term: text("term").notNull(),
    statementId: uuid("statement_id")
      .notNull()
      .references(() => statements.id, { onDelete: "cascade" }),
    /** The claim's document, to leave a document's own claims out: the row goes with its claim. */
    documentId: uuid("document_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.statementId, t.term] }), index("statement_terms_term_idx").on(t.userId, t.term)],
);

/**
 * How many of a user's claims contain each term, kept by triggers on `statement_terms` (migration 0021): the
 * candidate search asks which of a document's words are uncommon without counting every row of each.
 */
export const statementTermCounts = pgTable(
  "statement_term_counts",
  {
    userId: ownerColumn(),
    term: text("term").notNull(),
    statementCount: integer("statement_count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.term] })],
);

/** A user's number of claims, kept by triggers on `statements`: the scale of "too common to find candidates by". */
export const statementStats = pgTable("statement_stats", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  statementCount: integer("statement_count").notNull(),
});

export const statementConcepts = pgTable(
  "statement_concepts",
  {
    userId: bulkOwnerColumn(),
    statementId: uuid("statement_id")
      .notNull()
      .references(() => statements.id, { onDelete: "cascade" }),
    conceptId: conceptColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.statementId, t.conceptId] }),
    index("statement_concepts_concept_idx").on(t.userId, t.conceptId),
  ],
);

export const contradictions = pgTable(
  "contradictions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerColumn(),
    conceptId: uuid("concept_id").references(() => concepts.id, { onDelete: "cascade" }),
    statement1: text("statement1").notNull(),
    document1Id: uuid("document1_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    chunk1Id: uuid("chunk1_id").references(() => chunks.id, { onDelete: "cascade" }),
    charStart1: integer("char_start1").notNull(),
    charEnd1: integer("char_end1").notNull(),
    statement2: text("statement2").notNull(),
    document2Id: uuid("document2_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    chunk2Id: uuid("chunk2_id").references(() => chunks.id, { onDelete: "cascade" }),
    charStart2: integer("char_start2").notNull(),
    charEnd2: integer("char_end2").notNull(),
    /** high | medium | low */
    severity: text("severity").notNull(),
    /** figure | count | negation | antonym | comparison | exclusive | other (contract/contradictions.ts) */
    kind: text("kind").notNull().default("other"),
    /** 0..1: how sure the judge is that both statements speak of the same thing and clash. */
    confidence: real("confidence").notNull().default(0.5),
    /** Why the pair was flagged, in words. */
    reason: text("reason"),
    /** 0 unresolved, 1 resolved (PRODUCT.md section 3). */
    resolved: integer("resolved").notNull().default(0),
    /** first_holds | second_holds | both_hold | dismissed */
    resolution: text("resolution"),
    resolutionNote: text("resolution_note"),
    /** Why a dismissed pair is no contradiction: not_a_contradiction | different_contexts. */
    dismissReason: text("dismiss_reason"),
    detectedAt: timestamp("detected_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    index("contradictions_user_idx").on(t.userId, t.resolved),
    index("contradictions_doc1_idx").on(t.document1Id),
    index("contradictions_doc2_idx").on(t.document2Id),
  ],
);

// ---- Search statistics (kept by triggers on chunks, migration 0011_search_triggers) ----

/** In how many of a user's chunks each lexeme occurs: the document frequency behind BM25's IDF. */
export const searchTerms = pgTable(
  "search_terms",
  {
    userId: ownerColumn(),
    lexeme: text("lexeme").notNull(),
    chunkCount: integer("chunk_count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lexeme] })],
);

/** A user's number of chunks and their total length: BM25's collection size and average length. */
export const searchStats = pgTable("search_stats", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  chunkCount: integer("chunk_count").notNull(),
  totalChars: bigint("total_chars", { mode: "number" }).notNull(),
});

export const schema = {
  users,
  sessions,
  accounts,
  verifications,
  apiTokens,
  appSettings,
  projects,
  documents,
  documentFiles,
  documentParts,
  chunks,
  concepts,
  conceptAliases,
  conceptDefinitions,
  documentConcepts,
  mentions,
  relationships,
  relationshipEvidence,
  conceptVersions,
  statements,
  statementTerms,
  statementConcepts,
  contradictions,
  searchTerms,
  searchStats,
  statementTermCounts,
  statementStats,
};
