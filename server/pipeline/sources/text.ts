/**
 * Plain text (`.txt`), Markdown (`.md`) and notes typed in Mnemo: UTF-8 text read by the reading layer's
 * plain-text and Markdown readers. The text is stored as the document's content at once; the worker reads its
 * structure.
 */
import type { DocumentType } from "../../../contract/file-types.ts";
import { readMarkdown } from "../reading/markdown.ts";
import { readPlainText } from "../reading/read-paper.ts";
import type { ReadDocument } from "../reading/types.ts";
import { TextInputError, checkText, checkTextInTurns, decodeUtf8Text, decodeUtf8TextInTurns } from "../text-input.ts";
import { assertTextual } from "./html-decode.ts";
import { SourceError, type SourceInput, type SourceModule } from "./types.ts";
import { errorCodes } from "../../../contract/errors.ts";

/** How much of a Markdown note is read at upload for its title (front matter and first heading are at the top). */
const TITLE_READ_CHARS = 20_000;

/** The text of a text source: its file decoded as UTF-8, or the text it arrived as. */
export function sourceText(input: SourceInput): string {
  try {
    return input.bytes ? decodeUtf8Text(input.bytes) : checkText(input.text ?? "");
  } catch (error) {
    throw asSourceError(error);
  }
}

/** sourceText with the event loop running between slices: for uploads, which the web role checks itself. */
async function sourceTextInTurns(input: SourceInput): Promise<string> {
  try {
    return await (input.bytes ? decodeUtf8TextInTurns(input.bytes) : checkTextInTurns(input.text ?? ""));
  } catch (error) {
    throw asSourceError(error);
  }
}

function asSourceError(error: unknown): unknown {
  return error instanceof TextInputError ? new SourceError(error.message, errorCodes.validation) : error;
}

/** Text, not a binary file under a text name. */
export function isText(bytes: Uint8Array): boolean {
  try {
    assertTextual(bytes, "");
    return true;
  } catch {
    return false;
  }
}

function textKind(type: DocumentType, read: (text: string) => ReadDocument, titleAtUpload: boolean): SourceModule {
  return {
    type,
    recognise: isText,
    async check(input) {
      const text = await sourceTextInTurns(input);
      if (!text.trim()) throw new SourceError("Content is required", errorCodes.validation);
      // A Markdown note states its title at its top (front matter, first heading): cheap to read at once.
      const title = titleAtUpload ? readMarkdown(text.slice(0, TITLE_READ_CHARS)).title : null;
      return { text, pageCount: null, title };
    },
    async read(input) {
      return { document: read(sourceText(input)), pageCount: null, warnings: [] };
    },
  };
}

export const textSource = textKind("text", readPlainText, false);
export const markdownSource = textKind("markdown", readMarkdown, true);
/** A note typed in Mnemo is Markdown (the note form accepts it). */
export const noteSource = textKind("note", readMarkdown, false);
