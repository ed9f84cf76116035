import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { RealRecord, SetName } from "./types.ts";

export interface SetInfo {
  file: string;
  label: string;
  /** How its documents go up: text papers as .txt, notes as .md, PDFs as their bytes. */
  upload: "text" | "markdown" | "pdf";
}

export const realSets: Record<SetName, SetInfo> = {
  semeval: { file: "papers-semeval2010.jsonl", label: "SemEval-2010 full papers", upload: "text" },
  nus: { file: "papers-nus.jsonl", label: "NUS full papers", upload: "text" },
  pdfs: { file: "pdfs.jsonl", label: "research-paper PDFs", upload: "pdf" },
  vault: { file: "vault-zettelkasten.jsonl", label: "Obsidian vault notes", upload: "markdown" },
};

/** Set names from `--sets a,b`; unknown names are an error rather than silently measuring less. */
export function parseSetNames(value: string | undefined): SetName[] {
  if (!value) return Object.keys(realSets) as SetName[];
  const names = value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !(n in realSets));
  if (unknown.length > 0)
    throw new Error(`unknown set ${unknown.join(", ")}; choose from ${Object.keys(realSets).join(", ")}`);
  return names as SetName[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

/** One JSON line of any set, with the fields the set does not have left empty. */
export function toRecord(raw: Record<string, unknown>): RealRecord {
  return {
    id: String(raw.id),
    fileName: String(raw.fileName),
    text: typeof raw.text === "string" ? raw.text : "",
    keyphrases: strings(raw.keyphrases),
    authors: strings(raw.authors),
    title: typeof raw.title === "string" ? raw.title : null,
    titles: strings(raw.titles),
    mustHave: Array.isArray(raw.mustHave) ? raw.mustHave.map(strings) : [],
    pdfFile: typeof raw.file === "string" ? raw.file : null,
    frontMatterKeys: strings(raw.frontMatterKeys),
    frontMatterOnlyTokens: strings(raw.frontMatterOnlyTokens),
  };
}

export function loadSet(setsDir: string, set: SetName, limit = Infinity): RealRecord[] {
  return readFileSync(join(setsDir, realSets[set].file), "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .slice(0, limit)
    .map((line) => toRecord(JSON.parse(line) as Record<string, unknown>));
}

export interface UploadFile {
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
}

const mimeTypes = { text: "text/plain", markdown: "text/markdown", pdf: "application/pdf" } as const;

/** The file a user would drop on the upload panel for this record. */
export function uploadFileOf(setsDir: string, set: SetName, record: RealRecord): UploadFile {
  const kind = realSets[set].upload;
  if (kind === "pdf") {
    if (!record.pdfFile) throw new Error(`record ${record.id} names no PDF file`);
    return { fileName: record.fileName, mimeType: mimeTypes.pdf, bytes: readFileSync(join(setsDir, record.pdfFile)) };
  }
  return { fileName: record.fileName, mimeType: mimeTypes[kind], bytes: new TextEncoder().encode(record.text) };
}
