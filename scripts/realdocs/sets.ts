import { readFileSync } from "node:fs";
import { join } from "node:path";
import { setFolders, type RealRecord, type SetFolder, type SetName } from "./types.ts";

export interface SetInfo {
  /** The folder under the eval root (`../shared/eval/`) whose README defines the set and its measures. */
  folder: SetFolder;
  file: string;
  label: string;
  /** How its documents go up: text papers as .txt, notes as .md, PDFs as their bytes. */
  upload: "text" | "markdown" | "pdf";
}

export const evalSets: Record<SetName, SetInfo> = {
  semeval: { folder: "real", file: "papers-semeval2010.jsonl", label: "SemEval-2010 full papers", upload: "text" },
  nus: { folder: "real", file: "papers-nus.jsonl", label: "NUS full papers", upload: "text" },
  pdfs: { folder: "real", file: "pdfs.jsonl", label: "research-paper PDFs", upload: "pdf" },
  vault: { folder: "real", file: "vault-zettelkasten.jsonl", label: "Obsidian vault notes", upload: "markdown" },
  citeulike: {
    folder: "domains",
    file: "papers-citeulike.jsonl",
    label: "CiteULike papers (bioinformatics)",
    upload: "text",
  },
  fao: { folder: "domains", file: "papers-fao30.jsonl", label: "FAO reports (agriculture)", upload: "text" },
  news: { folder: "domains", file: "news-kpcrowd.jsonl", label: "news stories", upload: "text" },
  fieldpdfs: { folder: "domains", file: "pdfs.jsonl", label: "research-paper PDFs of six fields", upload: "pdf" },
  fieldvault: {
    folder: "domains",
    file: "vault-anazonia-moon-notes.jsonl",
    label: "tropical-ecology Obsidian vault",
    upload: "markdown",
  },
};

const allSets = Object.keys(evalSets) as SetName[];
const isFolder = (name: string): name is SetFolder => (setFolders as readonly string[]).includes(name);

/**
 * Set names from `--sets a,b`, where a folder name (`real`, `domains`) stands for all of its sets; unknown names are
 * an error rather than silently measuring less. Each set is measured once, in the order given.
 */
export function parseSetNames(value: string | undefined): SetName[] {
  if (!value) return allSets;
  const names = value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !(n in evalSets) && !isFolder(n));
  if (unknown.length > 0)
    throw new Error(
      `unknown set ${unknown.join(", ")}; choose from ${[...allSets, ...setFolders].join(", ")} (a folder: all of its sets)`,
    );
  const sets = names.flatMap((n) => (isFolder(n) ? allSets.filter((s) => evalSets[s].folder === n) : [n as SetName]));
  return [...new Set(sets)];
}

/** The file of a set's records, under the eval root. */
export const setFilePath = (evalRoot: string, set: SetName): string =>
  join(evalRoot, evalSets[set].folder, evalSets[set].file);

/** The first `limit` JSON lines of a set, as written in its file. */
export function setLines(evalRoot: string, set: SetName, limit = Infinity): string[] {
  return readFileSync(setFilePath(evalRoot, set), "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .slice(0, limit);
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

export function loadSet(evalRoot: string, set: SetName, limit = Infinity): RealRecord[] {
  return setLines(evalRoot, set, limit).map((line) => toRecord(JSON.parse(line) as Record<string, unknown>));
}

/** Where a PDF record's file lies: its `file` is relative to the set's folder. */
export function pdfPathOf(evalRoot: string, set: SetName, record: RealRecord): string {
  if (!record.pdfFile) throw new Error(`record ${record.id} names no PDF file`);
  return join(evalRoot, evalSets[set].folder, record.pdfFile);
}

export interface UploadFile {
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
}

const mimeTypes = { text: "text/plain", markdown: "text/markdown", pdf: "application/pdf" } as const;

/** The file a user would drop on the upload panel for this record. */
export function uploadFileOf(evalRoot: string, set: SetName, record: RealRecord): UploadFile {
  const kind = evalSets[set].upload;
  if (kind === "pdf")
    return {
      fileName: record.fileName,
      mimeType: mimeTypes.pdf,
      bytes: readFileSync(pdfPathOf(evalRoot, set, record)),
    };
  return { fileName: record.fileName, mimeType: mimeTypes[kind], bytes: new TextEncoder().encode(record.text) };
}
