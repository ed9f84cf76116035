import { fileTypeOf } from "../../../contract/file-types.ts";
import { AppError } from "../../errors.ts";
import { SourceError } from "../../pipeline/sources/types.ts";

/** A file the source registry cannot read is the sender's problem: 400 with the registry's reason. */
export function badSource(error: unknown): never {
  if (error instanceof SourceError) throw new AppError(400, error.message, error.code);
  throw error;
}

/** The media type an original of this type is served as; text kinds as UTF-8 (HTML declares its own charset). */
export function mimeTypeOf(type: string): string {
  const fileType = fileTypeOf(type);
  if (!fileType) return "text/plain; charset=utf-8"; // a note
  const mediaType = fileType.mediaTypes[0] ?? "application/octet-stream";
  return fileType.jsonContent === "text" && type !== "html" ? `${mediaType}; charset=utf-8` : mediaType;
}
