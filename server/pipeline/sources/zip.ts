/**
 * The ZIP container of Word files and EPUBs, read defensively: the central directory must be whole (a truncated
 * download is refused), entries are unpacked one at a time with a cap on what they expand to (a zip bomb stops at
 * the cap, whatever sizes its headers claim), and encrypted or unusual archives are refused with a reason.
 */
import { inflateRawSync } from "node:zlib";
import { SourceError } from "./types.ts";
import { errorCodes } from "../../../contract/errors.ts";

export interface ZipEntry {
  name: string;
  method: number;
  encrypted: boolean;
  compressedSize: number;
  /** What the central directory claims; only the cap on unpacking is trusted. */
  declaredSize: number;
  localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export function looksLikeZip(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 &&
    bytes[0] === 0x50 &&
    bytes[1] === 0x4b &&
    (bytes[2] === 3 || bytes[2] === 5 || bytes[2] === 7) &&
    (bytes[3] === 4 || bytes[3] === 6 || bytes[3] === 8)
  );
}

export class ZipArchive {
  readonly entries = new Map<string, ZipEntry>();
  #unpacked = 0;

  private constructor(
    private readonly bytes: Buffer,
    /** "This Word file", "This EPUB": how messages name the file. */
    private readonly what: string,
    /** Bytes all entries read from this archive may expand to, together. */
    private readonly budget: number,
  ) {}

  /** Reads the central directory; SourceError when the file is not a whole ZIP archive. */
  static open(bytes: Uint8Array, what: string, budget: number): ZipArchive {
    const archive = new ZipArchive(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), what, budget);
    archive.readDirectory();
    return archive;
  }

  private damaged(): never {
    throw new SourceError(
      `${this.what} is damaged or incomplete (its archive is cut off or corrupt). Download or save it again and upload the new copy.`,
    );
  }

  private readDirectory(): void {
    const b = this.bytes;
    if (!looksLikeZip(b)) this.damaged();
    // The end-of-central-directory record sits in the last 22 bytes plus an optional comment of up to 64 KB.
    let end = -1;
    for (let at = b.length - 22; at >= Math.max(0, b.length - 22 - 0xffff); at--) {
      if (b.readUInt32LE(at) === EOCD) {
        end = at;
        break;
      }
    }
    if (end < 0) this.damaged();
    const count = b.readUInt16LE(end + 10);
    const size = b.readUInt32LE(end + 12);
    const offset = b.readUInt32LE(end + 16);
    if (count === 0xffff || offset === 0xffffffff)
      throw new SourceError(
        `${this.what} is a ZIP64 archive, which Mnemo does not read. Save it again and upload the new copy.`,
      );
    if (offset + size > end) this.damaged();
    let at = offset;
    for (let k = 0; k < count; k++) {
      if (at + 46 > end || b.readUInt32LE(at) !== CENTRAL) this.damaged();
      const flags = b.readUInt16LE(at + 8);
      const nameLength = b.readUInt16LE(at + 28);
      const extraLength = b.readUInt16LE(at + 30);
      const commentLength = b.readUInt16LE(at + 32);
      const name = b.toString(flags & 0x800 ? "utf8" : "latin1", at + 46, at + 46 + nameLength);
      const entry: ZipEntry = {
        name,
        method: b.readUInt16LE(at + 10),
        encrypted: (flags & 1) === 1,
        compressedSize: b.readUInt32LE(at + 20),
        declaredSize: b.readUInt32LE(at + 24),
        localHeaderOffset: b.readUInt32LE(at + 42),
      };
      if (entry.localHeaderOffset + 30 + entry.compressedSize > b.length) this.damaged();
      // Two entries of one name: readers disagree about which one counts, so neither is trusted.
      if (this.entries.has(name)) this.damaged();
      this.entries.set(name, entry);
      at += 46 + nameLength + extraLength + commentLength;
    }
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /**
   * Refuses the archive when the parts a reader would unpack claim, together, to expand past the budget: a zip bomb
   * that says so is refused at upload, before any unpacking (one that lies stops at the cap when it is read).
   */
  assertDeclaredWithin(isTextPart: (name: string) => boolean): void {
    let total = 0;
    for (const entry of this.entries.values()) if (isTextPart(entry.name)) total += entry.declaredSize;
    if (total > this.budget) this.tooLarge(this.budget);
  }

  /** An entry's bytes, at most `max` of them (and within the archive's budget); SourceError beyond. */
  read(name: string, max: number): Buffer {
    const entry = this.entries.get(name);
    if (!entry) throw new SourceError(`${this.what} is missing its part "${name}".`);
    if (entry.encrypted)
      throw new SourceError(
        `${this.what} is protected by a password or DRM. Remove the protection and upload it again.`,
        errorCodes.encryptedFile,
      );
    const b = this.bytes;
    const at = entry.localHeaderOffset;
    if (b.readUInt32LE(at) !== LOCAL) this.damaged();
    const start = at + 30 + b.readUInt16LE(at + 26) + b.readUInt16LE(at + 28);
    if (start + entry.compressedSize > b.length) this.damaged();
    const data = b.subarray(start, start + entry.compressedSize);
    const limit = Math.min(max, this.budget - this.#unpacked);
    let out: Buffer;
    if (entry.method === 0) {
      out = data;
    } else if (entry.method === 8) {
      try {
        out = inflateRawSync(data, { maxOutputLength: Math.max(1, limit + 1) });
      } catch (error) {
        if (error instanceof RangeError || (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE")
          this.tooLarge(max);
        this.damaged();
      }
    } else {
      throw new SourceError(
        `${this.what} uses a compression method Mnemo does not read (${entry.method}). Save it again and upload the new copy.`,
      );
    }
    if (out.length > limit) this.tooLarge(max);
    this.#unpacked += out.length;
    return out;
  }

  readText(name: string, max: number): string {
    return new TextDecoder("utf-8").decode(this.read(name, max));
  }

  private tooLarge(max: number): never {
    const mb = (n: number) => `${Math.round(n / 1048576)} MB`;
    throw new SourceError(
      `${this.what} expands to more than ${mb(Math.min(max, this.budget))} when unpacked, more than Mnemo reads from one file.`,
      errorCodes.documentTooLarge,
    );
  }
}
