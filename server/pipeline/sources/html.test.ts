import { describe, expect, it } from "vitest";
import { extractableKinds } from "../reading/types.ts";
import { webPage, webPages } from "./fixtures.ts";
import { htmlPieces } from "./html-pieces.ts";
import { htmlSource, readHtml, withoutSiteName } from "./html.ts";
import { slimHtml } from "./html-slim.ts";

const words = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(" ");
const blockTexts = (doc: ReturnType<typeof readHtml>, kind: string) =>
  doc.blocks.filter((b) => b.kind === kind).map((b) => doc.content.slice(b.start, b.end));

describe("web pages", () => {
  it.each(webPages)(
    "reads the article of a saved page, not its navigation and footer: $file",
    ({ file, title, articleStart }) => {
      const html = webPage(file).toString("utf8");
      const doc = readHtml(html);
      const body = doc.blocks
        .filter((b) => extractableKinds.has(b.kind) && b.kind !== "title")
        .map((b) => doc.content.slice(b.start, b.end))
        .join("\n");
      expect(words(body)).toContain(words(articleStart));
      if (title) expect(doc.title).toBe(title);
      const wholePage = htmlPieces(slimHtml(html, 1e9, "").html, { maxChars: 1e9, tooLong: "" })
        .pieces.map((p) => p.text)
        .join("\n");
      expect(doc.content.length).toBeLessThan(wholePage.length * 0.75);
      expect(doc.content).not.toMatch(/all rights reserved|privacy policy|terms of use/i);
    },
  );

  it("keeps headings, lists, tables, quotes and code, and a title from the head", () => {
    const html = `<!doctype html><html><head><title>Glaciers - Earth Notes</title><meta property="og:site_name" content="Earth Notes"></head><body>
      <nav><a href="/">Home</a> <a href="/about">About</a></nav>
      <article><h1>Glaciers</h1><p>A glacier is a persistent body of dense ice that moves under its own weight.</p>
      <h2>Kinds</h2><ul><li>Valley glaciers flow down valleys.</li><li>Ice sheets cover continents.<ul><li>Antarctica</li></ul></li></ul>
      <blockquote><p>Glaciers are the largest reservoir of fresh water on Earth.</p></blockquote>
      <table><caption>Table 1: Ice volume</caption><tr><th>Region</th><th>Volume</th></tr><tr><td>Antarctica</td><td>26.5 million km³</td></tr></table>
      <pre><code>mass_balance = accumulation - ablation</code></pre>
      <p>Glacial ice<sup><a href="#fn1">1</a></sup> is the largest body of fresh water. It flows slowly, shaping valleys over thousands of years and leaving moraines behind.</p>
      <p>Moraines are ridges of debris that a glacier pushed or carried; they mark where the ice once stood and how far it reached in colder times.</p></article>
      <footer>© 2024 Earth Notes. All rights reserved.</footer></body></html>`;
    const doc = readHtml(html);
    expect(doc.title).toBe("Glaciers");
    expect(blockTexts(doc, "title")).toEqual(["Glaciers"]);
    expect(blockTexts(doc, "heading")).toEqual(["Kinds"]);
    expect(blockTexts(doc, "list-item")).toEqual([
      "Valley glaciers flow down valleys.",
      "Ice sheets cover continents.",
      "Antarctica",
    ]);
    expect(blockTexts(doc, "quote")).toEqual(["Glaciers are the largest reservoir of fresh water on Earth."]);
    expect(blockTexts(doc, "table")).toEqual(["Region | Volume\nAntarctica | 26.5 million km³"]);
    expect(blockTexts(doc, "caption")).toEqual(["Table 1: Ice volume"]);
    expect(blockTexts(doc, "code")).toEqual(["mass_balance = accumulation - ablation"]);
    expect(doc.content).toContain("Glacial ice is the largest body");
    expect(doc.content).not.toContain("Home");
    expect(doc.content).not.toContain("All rights reserved");
  });

  it("decodes the page's own character set", async () => {
    const latin1 = Buffer.concat([
      Buffer.from('<html><head><meta charset="windows-1252"><title>Caf'),
      Buffer.from([0xe9]),
      Buffer.from("</title></head><body><p>Na"),
      Buffer.from([0xef]),
      Buffer.from("ve text about caf"),
      Buffer.from([0xe9]),
      Buffer.from("s.</p></body></html>"),
    ]);
    const reading = await htmlSource.read({ bytes: latin1, text: null, fileName: "cafe.html" }, { ocrMaxPages: 0 });
    expect(reading.document.title).toBe("Café");
    expect(reading.document.content).toContain("Naïve text about cafés.");
  });

  it("takes the site's name off a title", () => {
    expect(withoutSiteName("TechCrunch | The Story", "TechCrunch")).toBe("The Story");
    expect(withoutSiteName("The Story - Example News", "Example News")).toBe("The Story");
    expect(withoutSiteName("Why X: a story", "Example")).toBe("Why X: a story");
  });

  it("refuses a page with no text and a binary file named .html", async () => {
    await expect(
      htmlSource.read(
        { bytes: Buffer.from("<html><body><script>x()</script></body></html>"), text: null, fileName: "a.html" },
        { ocrMaxPages: 0 },
      ),
    ).rejects.toThrow(/no text/);
    await expect(
      htmlSource.check({ bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), text: null, fileName: "a.html" }),
    ).rejects.toThrow(/binary/);
  });
});
