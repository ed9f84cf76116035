/**
 * The kinds of file Mnemo reads, for every side: the server's source registry (server/pipeline/sources/) reads
 * each one, the upload page's drop zone, the CLI importer and the API accept exactly these. Free of zod so the
 * upload panel can import it without the schema library. A new kind of file: an entry here, a module in the
 * registry (with its test), and nothing else.
 */

export interface FileType {
  /** The document type a file of this kind becomes. */
  type: string;
  /** The name people know it by ("Word"), in badges and messages. */
  label: string;
  /** Lower case, with the dot; the first is the one messages name. */
  extensions: readonly string[];
  /** What browsers and web servers call it (the first is the one the original is served as). */
  mediaTypes: readonly string[];
  /** How `POST /api/documents` carries its content: base64 of the file, or the text itself. */
  jsonContent: "base64" | "text";
}

export const fileTypes = [
  { type: "pdf", label: "PDF", extensions: [".pdf"], mediaTypes: ["application/pdf"], jsonContent: "base64" },
  { type: "text", label: "Text", extensions: [".txt"], mediaTypes: ["text/plain"], jsonContent: "text" },
  {
    type: "markdown",
    label: "Markdown",
    extensions: [".md", ".markdown"],
    mediaTypes: ["text/markdown", "text/x-markdown"],
    jsonContent: "text",
  },
  {
    type: "docx",
    label: "Word",
    extensions: [".docx"],
    mediaTypes: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    jsonContent: "base64",
  },
  {
    type: "html",
    label: "Web page",
    extensions: [".html", ".htm"],
    mediaTypes: ["text/html", "application/xhtml+xml"],
    jsonContent: "text",
  },
  { type: "epub", label: "EPUB", extensions: [".epub"], mediaTypes: ["application/epub+zip"], jsonContent: "base64" },
] as const satisfies readonly FileType[];

export type FileDocumentType = (typeof fileTypes)[number]["type"];

/** Every document type: the files above and notes typed in Mnemo. */
export const documentTypes = [...fileTypes.map((t) => t.type), "note"] as [
  FileDocumentType,
  ...FileDocumentType[],
  "note",
];
export type DocumentType = FileDocumentType | "note";

/** The labels badges and search results show. */
export const documentTypeLabels = Object.fromEntries([
  ...fileTypes.map((t) => [t.type, t.label]),
  ["note", "Note"],
]) as Record<DocumentType, string>;

/** Extension (".docx") → document type: the multipart upload, the drop zone and the CLI importer decide by it. */
export const uploadExtensions: Readonly<Record<string, FileDocumentType>> = Object.fromEntries(
  fileTypes.flatMap((t) => t.extensions.map((extension) => [extension, t.type])),
);

export function fileTypeOf(type: string): FileType | undefined {
  return fileTypes.find((t) => t.type === type);
}

/** The type a file name's extension says, if Mnemo reads it. */
export function typeOfFileName(fileName: string): FileDocumentType | undefined {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 ? uploadExtensions[fileName.slice(dot).toLowerCase()] : undefined;
}

/** What a file picker offers: media type → extensions. */
export const acceptedFiles: Readonly<Record<string, string[]>> = Object.fromEntries(
  fileTypes.map((t) => [t.mediaTypes[0], [...t.extensions]]),
);

const named = fileTypes.map(
  (t) => `${t.label === "Text" || t.label === "Web page" ? t.label.toLowerCase() : t.label} (${t.extensions[0]})`,
);

/** The message for a file of another kind ('File type must be ...', PRODUCT.md section 5). */
export const fileTypeMessage = `File type must be ${named.slice(0, -1).join(", ")} or ${named.at(-1)}`;

/** The drop zone's hint (PRODUCT.md section 2, Upload: every kind Mnemo reads). */
export const supportedFilesHint = `${fileTypes.map((t) => t.extensions[0]!.slice(1).toUpperCase()).join(", ")} files supported`;
