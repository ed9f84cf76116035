import { describe, expect, it } from "vitest";
import { TextInputError, checkText, checkTextInTurns, decodeUtf8Text, decodeUtf8TextInTurns } from "./text-input.ts";

const SLICE = 512 * 1024;
/** A text of `length` characters whose character at `at` starts `insert`. */
const around = (at: number, insert: string, length = 2 * SLICE + 100) =>
  "a".repeat(at) + insert + "b".repeat(Math.max(0, length - at - insert.length));

describe("text checked in slices", () => {
  it.each([
    ["a CR LF across a slice's end", around(SLICE - 1, "\r\nline")],
    ["a lone CR at a slice's end", around(SLICE - 1, "\rline")],
    ["a surrogate pair across a slice's end", around(SLICE - 1, "\u{1F600} smile")],
    ["control characters dropped in every slice", around(SLICE - 2, "\u0007x\u0001y\u0002")],
    ["a short text", "Photosynthesis\r\nconverts light."],
  ])("cleans %s as the whole text at once does", async (_case, text) => {
    const expected = checkText(text);
    expect(await checkTextInTurns(text)).toBe(expected);
    expect(await decodeUtf8TextInTurns(Buffer.from(text))).toBe(decodeUtf8Text(Buffer.from(text)));
    expect(expected).not.toContain("\r");
  });

  it("refuses a NUL in a later slice, and control characters that add up across slices", async () => {
    await expect(checkTextInTurns(around(SLICE + 10, "\u0000"))).rejects.toThrow("binary file");
    const sprinkled = Array.from({ length: 3 * SLICE }, (_, i) => (i % 50 === 0 ? "\u0001" : "a")).join("");
    expect(() => checkText(sprinkled)).toThrow(TextInputError);
    await expect(checkTextInTurns(sprinkled)).rejects.toThrow("binary file");
  });

  it("refuses an unpaired surrogate in a later slice, and bytes that are not UTF-8", async () => {
    await expect(checkTextInTurns(around(SLICE + 10, "\uD800x"))).rejects.toThrow("unpaired surrogates");
    const bytes = Buffer.concat([Buffer.from("a".repeat(SLICE + 10)), Buffer.from([0xff, 0xfe, 0x41])]);
    await expect(decodeUtf8TextInTurns(bytes)).rejects.toThrow("not UTF-8");
  });

  it("drops the byte-order mark and decodes a character split between two slices of bytes", async () => {
    const text = "\uFEFF" + "a".repeat(SLICE - 2) + "é and more";
    expect(await decodeUtf8TextInTurns(Buffer.from(text))).toBe(text.slice(1));
  });
});
