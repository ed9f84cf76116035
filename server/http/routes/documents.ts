import { Readable } from "node:stream";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createDocumentRequestSchema,
  documentDetailSchema,
  documentLimitsSchema,
  documentListSchema,
  documentSchema,
  projectScopeQuerySchema,
  statsSchema,
  updateDocumentRequestSchema,
} from "../../../contract/documents.ts";
import { fileTypeOf } from "../../../contract/file-types.ts";
import type { NewDocument } from "../../domain/documents/create-document.ts";
import { ingestDocument } from "../../domain/documents/ingest.ts";
import { mimeTypeOf } from "../../domain/documents/source-errors.ts";
import { deleteDocument } from "../../domain/documents/delete-document.ts";
import { getDocumentDetail } from "../../domain/documents/document-detail.ts";
import { presentDocument } from "../../domain/documents/present.ts";
import { renameDocument } from "../../domain/documents/rename-document.ts";
import { getDocument, getOriginalFile, getStats, listDocuments } from "../../domain/documents/queries.ts";
import { decodeBase64, TextInputError } from "../../pipeline/text-input.ts";
import type { AppContext } from "../context.ts";
import { AppError } from "../../errors.ts";
import { uploadTooLarge } from "../plugins/error-handler.ts";
import { requireUser } from "../session.ts";
import { errorCodes } from "../../../contract/errors.ts";

export const documentIdParams = z.object({ id: z.uuid({ message: "Not a document id" }) });

/**
 * Turns the JSON body of `POST /api/documents` (PRODUCT.md section 7) into a new document: binary files (PDF, Word, EPUB) arrive as base64 and are decoded,
 * file names kept as originals. The upload limit applies to what the body carries, a decoded file or a note's text
 * (its UTF-8 bytes), as to a file.
 */
function fromJsonBody(body: z.output<typeof createDocumentRequestSchema>, maxUploadBytes: number): NewDocument {
  const base = { title: body.title, type: body.type, projectId: body.projectId ?? null };
  const fileType = fileTypeOf(body.type);
  if (fileType?.jsonContent === "base64") {
    let bytes: Buffer;
    try {
      bytes = decodeBase64(body.content);
    } catch (error) {
      if (error instanceof TextInputError)
        throw new AppError(
          400,
          error.message.replace("The PDF content", `The ${fileType.label} content`),
          errorCodes.invalidBase64,
        );
      throw error;
    }
    if (bytes.length > maxUploadBytes) throw uploadTooLarge(maxUploadBytes);
    return {
      ...base,
      file: {
        bytes,
        fileName: body.fileName || `${body.title}${fileType.extensions[0]}`,
        mimeType: mimeTypeOf(body.type),
      },
    };
  }
  if (Buffer.byteLength(body.content, "utf8") > maxUploadBytes) throw uploadTooLarge(maxUploadBytes);
  const file =
    body.fileName && body.type !== "note"
      ? { bytes: Buffer.from(body.content, "utf8"), fileName: body.fileName, mimeType: mimeTypeOf(body.type) }
      : undefined;
  return { ...base, text: body.content, file };
}

/** Content-Disposition for a download, safe for any file name. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const documentRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { database, services, config } = ctx;
    const db = database.db;

    app.get(
      "/api/documents",
      { schema: { querystring: projectScopeQuerySchema, response: { 200: documentListSchema } } },
      async (request) => {
        const user = requireUser(request);
        const rows = await listDocuments(db, user.id, request.query.projectId);
        return rows.map(({ row, original }) => presentDocument(row, original, { truncate: true }));
      },
    );

    // The limits an upload meets, for clients to check a file before sending it (the command-line importer does).
    app.get("/api/documents/limits", { schema: { response: { 200: documentLimitsSchema } } }, async () => ({
      maxUploadBytes: config.maxUploadBytes,
      maxDocumentChars: config.limits.documentChars,
      maxPdfPages: config.limits.pdfPages,
    }));

    app.get(
      "/api/documents/:id",
      { schema: { params: documentIdParams, response: { 200: documentDetailSchema } } },
      async (request) => {
        return getDocumentDetail(db, requireUser(request).id, request.params.id);
      },
    );

    app.post(
      "/api/documents",
      {
        // base64 is a third larger than the file it carries
        bodyLimit: Math.ceil(config.maxUploadBytes * 1.34) + 64 * 1024,
        config: {
          uploadLimitBytes: config.maxUploadBytes,
          rateLimit: { max: config.uploadRateLimitPerMinute, timeWindow: "1 minute" },
        },
        schema: { body: createDocumentRequestSchema, response: { 201: documentSchema } },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const { row, original } = await ingestDocument(
          db,
          services.backgroundWork,
          user.id,
          fromJsonBody(request.body, config.maxUploadBytes),
        );
        return reply.status(201).send(presentDocument(row, original, { truncate: true }));
      },
    );

    app.patch(
      "/api/documents/:id",
      { schema: { params: documentIdParams, body: updateDocumentRequestSchema, response: { 200: documentSchema } } },
      async (request) => {
        const user = requireUser(request);
        const row = await renameDocument(db, user.id, request.params.id, request.body.title);
        const { original } = await getDocument(db, user.id, row.id);
        return presentDocument(row, original, { truncate: true });
      },
    );

    app.delete(
      "/api/documents/:id",
      { schema: { params: documentIdParams, response: { 200: z.object({ id: z.uuid(), title: z.string() }) } } },
      async (request) => {
        const user = requireUser(request);
        const { title } = await deleteDocument(db, services.backgroundWork, user.id, request.params.id);
        return { id: request.params.id, title };
      },
    );

    app.get("/api/documents/:id/original", { schema: { params: documentIdParams } }, async (request, reply) => {
      const user = requireUser(request);
      const file = await getOriginalFile(db, user.id, request.params.id);
      return reply
        .header("content-type", file.mimeType)
        .header("content-length", String(file.sizeBytes))
        .header("content-disposition", attachmentHeader(file.fileName))
        .header("cache-control", "private, no-store")
        .send(Readable.from(file.parts));
    });

    app.get(
      "/api/stats",
      { schema: { querystring: projectScopeQuerySchema, response: { 200: statsSchema } } },
      async (request) => {
        const user = requireUser(request);
        return getStats(db, services.graph, user.id, request.query.projectId);
      },
    );
  };
