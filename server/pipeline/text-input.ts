/** Checks on text that arrives from users and files, before it is stored. */
import { setImmediate as nextTurn } from "node:timers/promises";

export class TextInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TextInputError";
  }
}

const NOT_UTF8 = "This file is not UTF-8 text. Save it as UTF-8 and upload it again.";

/** Decodes file bytes as UTF-8 (a byte-order mark is dropped); anything else is refused with a readable reason. */
export function decodeUtf8Text(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new TextInputError(NOT_UTF8);
  }
  // Strict UTF-8 decoding never yields an unpaired surrogate: no need to look for one.
  return checkText(text, { surrogates: false });
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// Control characters other than tab, line feed, vertical tab, form feed and carriage return.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000E-\u001F]/g;

/** What the checks found in one slice of a text (or the whole of it). */
class TextChecks {
  private controls = 0;
  private length = 0;
  private nul = false;

  constructor(private readonly options: { surrogates: boolean }) {}

  /** The slice cleaned (line ends normalised, control characters dropped); refuses unpaired surrogates. */
  add(slice: string): string {
    if (this.options.surrogates && LONE_SURROGATE.test(slice))
      throw new TextInputError("The text contains invalid characters (unpaired surrogates).");
    this.controls += slice.match(CONTROL_CHARS)?.length ?? 0;
    this.length += slice.length;
    this.nul ||= slice.includes("\u0000");
    return slice.replace(/\r\n?/g, "\n").replace(CONTROL_CHARS, "");
  }

  /** Refuses a text with a NUL, or with more control characters than a person's text has. */
  finish(): void {
    if (this.controls > 0 && (this.nul || this.controls > this.length / 100))
      throw new TextInputError("This looks like a binary file, not text.");
  }
}

/** Refuses text a database cannot store or a person would not call text; normalises line ends. */
export function checkText(text: string, options = { surrogates: true }): string {
  const checks = new TextChecks(options);
  const cleaned = checks.add(text);
  checks.finish();
  return cleaned;
}

/** Characters checked between two turns of the event loop: a few milliseconds of work. */
const SLICE_CHARS = 512 * 1024;

/**
 * checkText a slice at a time, the event loop running between slices: on a 20 MB text the checks take a few
 * hundred milliseconds, which the upload request would otherwise take from every other request. A slice never
 * ends between the two halves of a surrogate pair or of a CR LF.
 */
export async function checkTextInTurns(text: string, options = { surrogates: true }): Promise<string> {
  if (text.length <= SLICE_CHARS) return checkText(text, options);
  const checks = new TextChecks(options);
  const cleaned: string[] = [];
  for (let at = 0; at < text.length;) {
    let end = Math.min(text.length, at + SLICE_CHARS);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && ((last >= 0xd800 && last <= 0xdbff) || last === 0x0d)) end -= 1;
    cleaned.push(checks.add(text.slice(at, end)));
    at = end;
    await nextTurn();
  }
  checks.finish();
  return cleaned.join("");
}

/** decodeUtf8Text with checkTextInTurns: slices decoded and checked with the event loop running between them. */
export async function decodeUtf8TextInTurns(bytes: Uint8Array): Promise<string> {
  const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
  const pieces: string[] = [];
  try {
    for (let at = 0; at < bytes.length || at === 0; at += SLICE_CHARS) {
      const end = at + SLICE_CHARS;
      pieces.push(decoder.decode(bytes.subarray(at, end), { stream: end < bytes.length }));
      if (end < bytes.length) await nextTurn();
    }
  } catch {
    throw new TextInputError(NOT_UTF8);
  }
  return checkTextInTurns(pieces.join(""), { surrogates: false });
}

/** Decodes base64 (optionally a `data:` URL); refuses anything that is not valid base64. */
export function decodeBase64(value: string): Buffer {
  const payload = value.replace(/^data:[^,]*;base64,/, "").replace(/\s+/g, "");
  if (payload.length === 0 || payload.length % 4 === 1 || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(payload)) {
    throw new TextInputError("The PDF content is not valid base64.");
  }
  return Buffer.from(payload, payload.includes("-") || payload.includes("_") ? "base64url" : "base64");
}
