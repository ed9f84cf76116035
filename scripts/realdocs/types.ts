/** The folders of ../shared/eval/ whose sets this evaluation measures, each with its own README. */
export const setFolders = ["real", "domains"] as const;
export type SetFolder = (typeof setFolders)[number];

/** The four sets of ../shared/eval/real/ and the five of ../shared/eval/domains/, by their short names. */
export const setNames = [
  "semeval",
  "nus",
  "pdfs",
  "vault",
  "citeulike",
  "fao",
  "news",
  "fieldpdfs",
  "fieldvault",
] as const;
export type SetName = (typeof setNames)[number];

/** One record of a set, every set's fields present (empty when the set has no such gold). */
export interface RealRecord {
  id: string;
  /** The original file name, sent with the upload. */
  fileName: string;
  /** The document text: the uploaded text for papers and notes, `pdftotext` output (reference only) for PDFs. */
  text: string;
  /** Keyphrase sets (full papers, reports, news stories): every gold keyphrase. */
  keyphrases: string[];
  /** PDFs: author surnames; SemEval-2010: header words (names, affiliations, places). */
  authors: string[];
  /** PDFs: the paper's title. */
  title: string | null;
  /** Vault: the accepted titles of the note. */
  titles: string[];
  /** PDFs: headline concepts, each a list of accepted spellings. */
  mustHave: string[][];
  /** PDFs: the file under the set's folder (`pdfs/...`). */
  pdfFile: string | null;
  /** Vault: the keys of the note's front matter. */
  frontMatterKeys: string[];
  /** Vault: front-matter value words that occur nowhere else in the note. */
  frontMatterOnlyTokens: string[];
}

export interface ResultConcept {
  name: string;
  definition: string | null;
  /** The concept's category as the API shows it (technical, theoretical, methodology, general, person...). */
  category?: string;
  /** The concept has a relationship the graph shows with a sentence of this document as evidence (first 20 only). */
  related?: boolean;
  /** Other names the concept goes by (its merges): aliases and an acronym. */
  aliases?: string[];
}

/** What a user sees of one document, whatever produced it (the HTTP API, or an in-process pipeline). */
export interface DocResult {
  recordId: string;
  /** `ready`, `failed`, `queued`, `processing`, or `not uploaded` when the upload itself was refused. */
  status: string;
  error: string | null;
  title: string;
  content: string;
  /** Most salient first. */
  concepts: ResultConcept[];
}

export interface IngestStats {
  documents: number;
  seconds: number;
  /** Text bytes uploaded (PDFs: file bytes). */
  bytes: number;
  /** Measured by an earlier run whose documents this run reuses (`--keep`). */
  kept?: boolean;
}

export interface CollectedSet {
  docs: DocResult[];
  /** Null when the ingest was not measured. */
  ingest: IngestStats | null;
}

/** A source of results: the metrics only ever see what a collector returns. */
export type Collector = (set: SetName, records: RealRecord[]) => Promise<CollectedSet>;
