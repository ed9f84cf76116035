import { z } from "zod";
import { limits } from "./constants.ts";
import { projectScopeField } from "./fields.ts";
import { documentTypes } from "./file-types.ts";

export { documentTypes, uploadExtensions, type DocumentType } from "./file-types.ts";

/**
 * Document types (PRODUCT.md section 3): pdf, text and note, and every other kind of file Mnemo reads (Markdown,
 * Word, web pages, EPUB) with its own type, listed with its extensions in file-types.ts (badge: grey, like every type other
 * than pdf and note).
 */
export const documentTypeSchema = z.enum(documentTypes);

export const documentStatuses = ["queued", "processing", "ready", "failed"] as const;
export const documentStatusSchema = z.enum(documentStatuses);
export type DocumentStatus = z.infer<typeof documentStatusSchema>;

/** The live state of a document's processing: what the UI shows until it is ready. */
export const documentStateSchema = z.object({
  id: z.uuid(),
  status: documentStatusSchema,
  /** 0 to 100. */
  progress: z.number().int().min(0).max(100),
  warning: z.string().nullable(),
  error: z.string().nullable(),
});
export type DocumentState = z.infer<typeof documentStateSchema>;

export const documentSchema = documentStateSchema.extend({
  title: z.string(),
  /** In lists: the first `limits.listContentChars` characters (see `contentTruncated`); in the detail: all of it. */
  content: z.string(),
  contentTruncated: z.boolean(),
  type: documentTypeSchema,
  uploadedAt: z.iso.datetime(),
  projectId: z.uuid().nullable(),
  pageCount: z.number().int().nullable(),
  /**
   * The uploaded file, when there is one: `GET /api/documents/{id}/original` downloads it. `sourceUrl`: the address
   * a web page was fetched from (after redirects), else null.
   */
  original: z
    .object({
      fileName: z.string(),
      mimeType: z.string(),
      sizeBytes: z.number().int(),
      sourceUrl: z.string().nullable(),
    })
    .nullable(),
});
export type Document = z.infer<typeof documentSchema>;

export const documentListSchema = z.array(documentSchema);

export const documentConceptSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.string(),
  definition: z.string().nullable(),
  /** How central the concept is in this document, 0 to 1; the list is ordered by it, most salient first. */
  salience: z.number(),
  mentionCount: z.number().int(),
  /**
   * Where the document first names the concept in its running text (not the title or a heading), as character
   * offsets in `content`: the page shows the sentence around it when the concept has no definition. Null when
   * every mention is in a heading, a table or the like.
   */
  firstMention: z.object({ charStart: z.number().int(), charEnd: z.number().int() }).nullable(),
});
export type DocumentConcept = z.infer<typeof documentConceptSchema>;

/**
 * What a part of `content` is, so the page can set it as a document: `title`, `authors`, `abstract`, `keywords`,
 * `heading` (with `level` 1-6), `paragraph`, `list-item`, `quote`, `caption`, `table`, `figure`, `formula`,
 * `reference`, `footnote`, `code`, `metadata`; a kind not known to the page is shown as a paragraph.
 */
export const documentBlockSchema = z.object({
  kind: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  level: z.number().int().optional(),
});
export type DocumentBlock = z.infer<typeof documentBlockSchema>;

export const documentDetailSchema = documentSchema.extend({
  concepts: z.array(documentConceptSchema),
  /** The reading layer's parts of `content`, in reading order; empty for a document read before it existed. */
  blocks: z.array(documentBlockSchema),
  /** Character offset in `content` where each PDF page starts; null for other types. */
  pageStarts: z.array(z.number().int()).nullable(),
  /** A note's tags (front matter `tags`), without "#". */
  tags: z.array(z.string()),
});
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

/** The message for a file name over `limits.fileNameMax` (the file system's usual limit). */
export const fileNameTooLong = `The file name is longer than ${limits.fileNameMax} characters. Rename the file and upload it again.`;

/**
 * `POST /api/documents` (PRODUCT.md section 7): PDFs, Word files and EPUBs as base64 (a `data:` URL prefix is accepted),
 * text, Markdown, web pages (HTML) and notes as text (`jsonContent` in file-types.ts). `fileName` (optional) is
 * kept with the original file.
 */
const documentTitleSchema = z
  .string()
  .trim()
  .min(1, "Title is required")
  .max(limits.documentTitleMax, `Title must be at most ${limits.documentTitleMax} characters`);

export const createDocumentRequestSchema = z.object({
  title: documentTitleSchema,
  content: z.string().refine((value) => value.trim().length > 0, "Content is required"),
  type: documentTypeSchema,
  projectId: projectScopeField,
  fileName: z.string().trim().max(limits.fileNameMax, fileNameTooLong).optional(),
});
export type CreateDocumentRequest = z.input<typeof createDocumentRequestSchema>;

/** `POST /api/documents/url`: the server fetches the page (or the file a link points to) and keeps it as the original. */
export const importUrlRequestSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, "Web address is required")
    .max(limits.urlMax, `Web address must be at most ${limits.urlMax} characters`)
    .refine((value) => /^https?:\/\/[^\s/]/i.test(value), "Enter a web address that starts with http:// or https://"),
  projectId: projectScopeField,
});
export type ImportUrlRequest = z.input<typeof importUrlRequestSchema>;

/** `PATCH /api/documents/{id}`: rename. The typed title replaces the one Mnemo read from the document. */
export const updateDocumentRequestSchema = z.object({ title: documentTitleSchema });
export type UpdateDocumentRequest = z.input<typeof updateDocumentRequestSchema>;

/** `POST /api/documents/reread`: read the user's documents again with the current pipeline (one project when given). */
export const rereadRequestSchema = z.object({
  projectId: z.uuid({ message: "projectId must be a project id" }).optional(),
});

export const rereadResponseSchema = z.object({
  /** Documents queued to be read again. */
  queued: z.number().int(),
});

/** `GET /api/documents/reading`: how far the user's documents are in being read. */
export const readingProgressSchema = z.object({
  total: z.number().int(),
  /** Queued or being read now (uploads and re-readings alike). */
  inWork: z.number().int(),
  /** Read by an older version of the pipeline and not yet again. */
  outdated: z.number().int(),
});
export type ReadingProgress = z.infer<typeof readingProgressSchema>;

/** `GET /api/documents`, `/api/stats` and every later read call: narrow to one project (absent: all documents). */
export const projectScopeQuerySchema = z.object({
  projectId: z.uuid({ message: "projectId must be a project id" }).optional(),
});

export const statsSchema = z.object({
  documentCount: z.number().int(),
  conceptCount: z.number().int(),
  relationshipCount: z.number().int(),
});
export type Stats = z.infer<typeof statsSchema>;

/** `GET /api/documents/limits`: what one upload and one document may be (the server's settings). */
export const documentLimitsSchema = z.object({
  /** Largest upload, however it arrives (MNEMO_MAX_UPLOAD_MB). */
  maxUploadBytes: z.number().int(),
  /** Characters of text read from one document (MNEMO_MAX_DOCUMENT_CHARS). */
  maxDocumentChars: z.number().int(),
  /** Pages read from one PDF (MNEMO_MAX_PDF_PAGES). */
  maxPdfPages: z.number().int(),
});
export type DocumentLimits = z.infer<typeof documentLimitsSchema>;
