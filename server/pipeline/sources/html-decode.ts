/**
 * A web page's bytes as text, in the character set it declares: a byte-order mark, the HTTP header's charset, the
 * page's `<meta charset>` or XML declaration; undeclared pages are UTF-8 when they decode as such, else
 * Windows-1252 (what browsers assume for old Western pages).
 */
import { SourceError } from "./types.ts";

function declaredCharset(head: string): string | null {
  const meta = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head);
  if (meta) return meta[1]!;
  const xml = /^\s*<\?xml[^>]+encoding\s*=\s*["']([\w.:-]+)["']/i.exec(head);
  return xml ? xml[1]! : null;
}

function decoder(label: string | null, fatal = false): TextDecoder | null {
  if (!label) return null;
  try {
    return new TextDecoder(label.toLowerCase(), { fatal });
  } catch {
    return null; // an encoding name nobody knows: fall back as if none was declared
  }
}

/** Refuses bytes that are no text at all (an image or archive named .html). */
export function assertTextual(bytes: Uint8Array, what: string): void {
  const sample = bytes.subarray(0, 8192);
  let zeros = 0;
  for (const byte of sample) if (byte === 0) zeros++;
  // UTF-16 text has a zero in every other byte and starts with a byte-order mark.
  const utf16 =
    sample.length >= 2 && ((sample[0] === 0xff && sample[1] === 0xfe) || (sample[0] === 0xfe && sample[1] === 0xff));
  if (zeros > 0 && !utf16) throw new SourceError(`${what} is not text: it looks like a binary file.`);
}

export function decodeHtml(bytes: Uint8Array, headerCharset: string | null = null): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder("utf-8").decode(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  const declared =
    decoder(headerCharset) ?? decoder(declaredCharset(new TextDecoder("latin1").decode(bytes.subarray(0, 4096))));
  if (declared && declared.encoding !== "utf-16le" && declared.encoding !== "utf-16be") return declared.decode(bytes);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}
