import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { documentSchema, fileNameTooLong } from "../../../contract/documents.ts";
import { limits } from "../../../contract/constants.ts";
import { errorCodes } from "../../../contract/errors.ts";
import { fileTypeMessage, typeOfFileName } from "../../../contract/file-types.ts";
import { ingestDocument } from "../../domain/documents/ingest.ts";
import { presentDocument } from "../../domain/documents/present.ts";
import { mimeTypeOf } from "../../domain/documents/source-errors.ts";
import type { AppContext } from "../context.ts";
import { AppError } from "../../errors.ts";
import { refuseControlCharacters } from "../plugins/text-fields.ts";
import { requireUser } from "../session.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The multipart parser decodes names and fields as UTF-8 and puts U+FFFD where the bytes are not UTF-8, with no
 * option to refuse them. A replacement character in what a browser sends can only come from such bytes, so it is
 * refused as a JSON body with bytes that are not UTF-8 is.
 */
function refuseInvalidUtf8(fields: Record<string, string>): void {
  for (const [field, value] of Object.entries(fields)) {
    if (!value.includes("\uFFFD")) continue;
    const message = `${field} is not valid UTF-8 text.`;
    throw new AppError(400, message, errorCodes.validation, [{ path: field, message }]);
  }
}

/**
 * `POST /api/documents/upload`: multipart/form-data with one `file` and optional `title` and `projectId` fields.
 * The file arrives as a stream (no base64), is capped at MNEMO_MAX_UPLOAD_MB, and gives the same document as
 * `POST /api/documents`.
 */
export const documentUploadRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { database, services, config } = ctx;
    await app.register(multipart, {
      limits: { fileSize: config.maxUploadBytes, files: 1, fields: 5, fieldSize: 64 * 1024, parts: 10 },
      throwFileSizeLimit: true,
    });

    app.post(
      "/api/documents/upload",
      {
        schema: { response: { 201: documentSchema } },
        config: {
          uploadLimitBytes: config.maxUploadBytes,
          rateLimit: { max: config.uploadRateLimitPerMinute, timeWindow: "1 minute" },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        if (!request.isMultipart())
          throw new AppError(415, "Send the file as multipart/form-data.", errorCodes.validation);

        const fields: Record<string, string> = {};
        let file: { bytes: Buffer; fileName: string } | undefined;
        try {
          for await (const part of request.parts()) {
            if (part.type === "file") {
              if (part.fieldname !== "file" || file)
                throw new AppError(400, "Send exactly one file, in the field named file.", errorCodes.validation);
              // Checked before the bytes are read: a name cut to the limit would lose its extension, and with it the type.
              if (part.filename.length > limits.fileNameMax)
                throw new AppError(400, fileNameTooLong, errorCodes.validation, [
                  { path: "file", message: fileNameTooLong },
                ]);
              refuseControlCharacters({ fileName: part.filename });
              refuseInvalidUtf8({ "The file name": part.filename });
              file = { bytes: await part.toBuffer(), fileName: part.filename || "upload" };
            } else {
              fields[part.fieldname] = String(part.value ?? "");
            }
          }
        } catch (error) {
          // A body cut short or malformed is the client's problem, not a server error; limits keep their own status.
          const status = (error as { statusCode?: number }).statusCode;
          if (error instanceof AppError || (status && status < 500)) throw error;
          throw new AppError(400, "The upload was cut off or is not valid multipart/form-data.", errorCodes.validation);
        }
        if (!file) throw new AppError(400, "No file was sent.", errorCodes.validation);
        refuseControlCharacters(fields);
        refuseInvalidUtf8(fields);

        const type = typeOfFileName(file.fileName);
        if (!type) throw new AppError(400, `${fileTypeMessage}.`, errorCodes.validation);
        const projectId = fields.projectId?.trim() || null;
        if (projectId && !UUID.test(projectId))
          throw new AppError(400, "projectId must be a project id", errorCodes.validation);
        // No title: the document is named by its own title once read (its file name as the last resort).
        const title = fields.title?.trim().slice(0, limits.documentTitleMax) || null;

        // The source registry checks the file is what its extension says (ingestDocument asks it).
        const { row, original } = await ingestDocument(database.db, services.backgroundWork, user.id, {
          title,
          type,
          projectId,
          file: { bytes: file.bytes, fileName: file.fileName, mimeType: mimeTypeOf(type) },
        });
        return reply.status(201).send(presentDocument(row, original, { truncate: true }));
      },
    );
  };
