import { SaxesParser } from "saxes";
import { describe, expect, it } from "vitest";
import { csvField, xmlText } from "./export.ts";

/** The text of `<t>…</t>` as a strict XML parser reads it (throws on anything not well-formed). */
function roundTrip(text: string): string {
  const parser = new SaxesParser();
  let out = "";
  parser.on("error", (error) => {
    throw error;
  });
  parser.on("text", (chunk) => (out += chunk));
  parser.write(`<t a="${text}">${text}</t>`).close();
  return out;
}

describe("xmlText", () => {
  it("escapes markup and keeps carriage returns, tabs, line feeds and characters beyond the BMP", () => {
    const text = `<a href="x">Ohm's & Volt's</a>\r\n\tnext line 😀 ü`;
    expect(xmlText(text)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Ohm&apos;s &amp; Volt&apos;s&lt;/a&gt;&#13;\n\tnext line 😀 ü",
    );
    expect(roundTrip(xmlText(text))).toBe(text);
  });

  it("replaces what XML 1.0 cannot hold (C0 controls, lone surrogates, U+FFFE/U+FFFF) with U+FFFD", () => {
    const text = "nul\u0000 bell\u0007 vt\u000b esc\u001b lone\ud800 low\udc00 nonchar\ufffe\uffff";
    expect(roundTrip(xmlText(text))).toBe(
      "nul\ufffd bell\ufffd vt\ufffd esc\ufffd lone\ufffd low\ufffd nonchar\ufffd\ufffd",
    );
    // The parser used by the route tests does refuse them as they are.
    expect(() => roundTrip("bell\u0007")).toThrow();
  });
});

describe("csvField", () => {
  it("quotes fields with commas, quotes or line breaks (RFC 4180) and leaves others bare", () => {
    expect(csvField("plain text")).toBe("plain text");
    expect(csvField('say "hi", then\r\nleave')).toBe('"say ""hi"", then\r\nleave"');
    expect(csvField(null)).toBe("");
    expect(csvField(0.25)).toBe("0.25");
  });

  it("turns text that a spreadsheet would run as a formula into text with a leading quote", () => {
    expect(["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx"].map(csvField)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      '"\'\rx"',
    ]);
    expect(csvField('=HYPERLINK("http://example.com","x")')).toBe('"\'=HYPERLINK(""http://example.com"",""x"")"');
    expect(csvField("a = b")).toBe("a = b");
  });
});
