/** Checks on text that arrives from users and files, before it is stored. */

export class TextInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TextInputError";
  }
}

/** Decodes file bytes as UTF-8 (a byte-order mark is dropped); anything else is refused with a readable reason. */
export function decodeUtf8Text(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new TextInputError("This file is not UTF-8 text. Save it as UTF-8 and upload it again.");
  }
  return checkText(text);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// Control characters other than tab, line feed, vertical tab, form feed and carriage return.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000E-\u001F]/g;

/** Refuses text a database cannot store or a person would not call text; normalises line ends. */
export function checkText(text: string): string {
  if (LONE_SURROGATE.test(text))
    throw new TextInputError("The text contains invalid characters (unpaired surrogates).");
  const controls = text.match(CONTROL_CHARS)?.length ?? 0;
  if (controls > 0 && (text.includes("\u0000") || controls > text.length / 100)) {
    throw new TextInputError("This looks like a binary file, not text.");
  }
  return text.replace(/\r\n?/g, "\n").replace(CONTROL_CHARS, "");
}

/** Decodes base64 (optionally a `data:` URL); refuses anything that is not valid base64. */
export function decodeBase64(value: string): Buffer {
  const payload = value.replace(/^data:[^,]*;base64,/, "").replace(/\s+/g, "");
  if (payload.length === 0 || payload.length % 4 === 1 || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(payload)) {
    throw new TextInputError("The PDF content is not valid base64.");
  }
  return Buffer.from(payload, payload.includes("-") || payload.includes("_") ? "base64url" : "base64");
}
