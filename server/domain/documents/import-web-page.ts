/**
 * "Add a web page": the server fetches the address (safely: server/net/fetch-page.ts), keeps what it got as the
 * document's original, like an uploaded file, and queues it to be read. A link to a PDF, Word file or EPUB becomes
 * that kind of document; a page, a web page.
 */
import { fileTypeOf, fileTypes, type FileDocumentType } from "../../../contract/file-types.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { fetchPage, FetchPageError, type FetchedPage, type FetchPageOptions } from "../../net/fetch-page.ts";
import { describeBytes, identify } from "../../pipeline/sources/registry.ts";
import type { BackgroundWork } from "../background-work.ts";
import { requireProject } from "../projects/projects.ts";
import { ingestDocument } from "./ingest.ts";
import { mimeTypeOf } from "./source-errors.ts";
import { errorCodes } from "../../../contract/errors.ts";

/** What the fetched bytes are: their magic numbers first, then what the server called them, then the address. */
export function fetchedType(page: Pick<FetchedPage, "bytes" | "mediaType" | "url">): FileDocumentType | null {
  const magic = identify(page.bytes);
  if (magic && magic !== "text") return magic;
  const named = fileTypes.find((t) => page.mediaType && (t.mediaTypes as readonly string[]).includes(page.mediaType));
  if (named?.jsonContent === "text") return named.type;
  if (magic !== "text") return null;
  const path = new URL(page.url).pathname.toLowerCase();
  const byName = fileTypes.find((t) => t.jsonContent === "text" && t.extensions.some((e) => path.endsWith(e)));
  if (byName) return byName.type;
  // Text served without a useful type (text/plain, application/octet-stream) is read as a page when it has markup.
  return page.mediaType === "text/plain" ? "text" : "html";
}

/** A path part as a file name: decoded, without characters file systems refuse or control characters. */
function safeName(part: string): string {
  let name = part;
  try {
    name = decodeURIComponent(part);
  } catch {
    // a stray % stays as written
  }
  return [...name]
    .map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? "-" : c))
    .join("")
    .replace(/-{2,}/g, "-");
}

/** A file name for the original: the address's last path part when it names a file, else host and path. */
export function fileNameFor(url: string, type: FileDocumentType): string {
  const { hostname, pathname } = new URL(url);
  const extension = fileTypeOf(type)!.extensions[0]!;
  const last = safeName(pathname.split("/").filter(Boolean).at(-1) ?? "");
  if (last && fileTypeOf(type)!.extensions.some((e) => last.toLowerCase().endsWith(e))) return last.slice(-200);
  const base = safeName(`${hostname}${pathname}`.replace(/\/+$/, "")).slice(0, 200);
  return `${base}${extension}`;
}

export async function importWebPage(
  db: Db,
  work: BackgroundWork,
  userId: string,
  input: { url: string; projectId: string | null },
  options: FetchPageOptions,
) {
  // The project first: nothing is fetched for a project that is not the user's.
  await requireProject(db, userId, input.projectId);
  let page: FetchedPage;
  try {
    page = await fetchPage(input.url, options);
  } catch (error) {
    if (error instanceof FetchPageError) throw new AppError(error.status, error.message, error.code);
    throw error;
  }
  const type = fetchedType(page);
  if (!type)
    throw new AppError(
      415,
      `This address leads to ${describeBytes(page.bytes)}${page.mediaType ? ` (${page.mediaType})` : ""}, which Mnemo does not read.`,
      errorCodes.unsupportedFile,
    );
  const mimeType = type === "html" && page.charset ? `text/html; charset=${page.charset}` : mimeTypeOf(type);
  return ingestDocument(db, work, userId, {
    title: null,
    type,
    projectId: input.projectId,
    file: { bytes: page.bytes, fileName: fileNameFor(page.url, type), mimeType, sourceUrl: page.url },
  });
}
