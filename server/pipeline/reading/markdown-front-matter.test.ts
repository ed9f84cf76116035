import { describe, expect, it } from "vitest";
import { readMarkdown } from "./markdown.ts";
import { splitFrontMatter } from "./markdown-front-matter.ts";

describe("splitFrontMatter", () => {
  it("reads title, aliases, tags and authors, and keeps every other key as a display string", () => {
    const { frontMatter, body } = splitFrontMatter(
      [
        "---",
        "title: Entropy  in physics",
        "aliases:",
        "  - Clausius entropy",
        "  - S",
        "tags: [physics, '#thermo/second_law']",
        "authors:",
        "  - Rudolf Clausius",
        "  - '[[Ludwig Boltzmann]]'",
        "created: 2024-01-02",
        "cssclasses: [wide, idea]",
        "rating: 4",
        "publish: true",
        "source: {journal: Annalen, year: 1865}",
        "related:",
        "---",
        "# Entropy",
        "",
      ].join("\n"),
    );
    expect(frontMatter).toEqual({
      title: "Entropy in physics",
      aliases: ["Clausius entropy", "S"],
      tags: ["physics", "thermo/second_law"],
      authors: ["Rudolf Clausius", "Ludwig Boltzmann"],
      properties: {
        created: "2024-01-02",
        cssclasses: "wide, idea",
        rating: "4",
        publish: "true",
        source: '{"journal":"Annalen","year":1865}',
      },
    });
    expect(body).toBe("# Entropy\n");
  });

  it("reads the older forms: singular keys, comma- and space-separated strings, a BOM, keys in any case", () => {
    const { frontMatter, body } = splitFrontMatter(
      "\uFEFF---\nAlias: One, Two\ntag: a b,#c\nAuthor: Ada Lovelace, Alan Turing\n---\ntext",
    );
    expect(frontMatter.aliases).toEqual(["One", "Two"]);
    expect(frontMatter.tags).toEqual(["a", "b", "c"]);
    expect(frontMatter.authors).toEqual(["Ada Lovelace", "Alan Turing"]);
    expect(body).toBe("text");
  });

  it("keeps a surname-first author as one name", () => {
    expect(splitFrontMatter("---\nauthor: Turing, A.\n---\n").frontMatter.authors).toEqual(["Turing, A."]);
    expect(splitFrontMatter("---\nauthors: Turing, A.; Lovelace, A.\n---\n").frontMatter.authors).toEqual([
      "Turing, A.",
      "Lovelace, A.",
    ]);
  });

  it("reads a tag path as one tag and an empty key as nothing", () => {
    const { frontMatter } = splitFrontMatter("---\ntags: _durability/permanent\naliases:\npublish: true\n---\nbody");
    expect(frontMatter.tags).toEqual(["_durability/permanent"]);
    expect(frontMatter.aliases).toEqual([]);
    expect(frontMatter.properties).toEqual({ publish: "true" });
  });

  it("accepts an empty block and a block closed by '...'", () => {
    expect(splitFrontMatter("---\n---\nbody").body).toBe("body");
    const closedByDots = splitFrontMatter("---\ntitle: T\n...\nbody");
    expect(closedByDots.frontMatter.title).toBe("T");
    expect(closedByDots.body).toBe("body");
  });

  it("removes a block of invalid YAML all the same, and reads nothing from it", () => {
    const { frontMatter, body } = splitFrontMatter("---\ntitle: [unclosed\ncssclass: wide\n---\nbody");
    expect(frontMatter).toEqual({ title: null, aliases: [], tags: [], authors: [], properties: {} });
    expect(body).toBe("body");
    // A scalar or a list is valid YAML but not a set of properties.
    expect(splitFrontMatter("---\njust a string\n---\nbody")).toEqual({
      frontMatter: expect.objectContaining({ title: null }),
      body: "body",
    });
  });

  it("leaves a file without front matter alone, and a rule later in the text is no front matter", () => {
    expect(splitFrontMatter("text\n---\nnot: front matter\n---\n").body).toBe("text\n---\nnot: front matter\n---\n");
    expect(splitFrontMatter("\uFEFFplain").body).toBe("plain");
    // Not closed: not front matter.
    expect(splitFrontMatter("---\ntitle: T\nbody").frontMatter.title).toBeNull();
  });

  it("caps long values and survives YAML bombs", () => {
    const long = splitFrontMatter(`---\nsummary: ${"word ".repeat(100)}\n---\n`).frontMatter.properties.summary!;
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long.endsWith("…")).toBe(true);
    const bomb = [
      "---",
      "a: &a [x, x, x, x, x, x, x, x, x]",
      ...Array.from(
        { length: 9 },
        (_, k) => `${"bcdefghij"[k]}: &${"bcdefghij"[k]} [*${"abcdefghi"[k]}, *${"abcdefghi"[k]}, *${"abcdefghi"[k]}]`,
      ),
      "---",
      "body",
    ].join("\n");
    expect(() => splitFrontMatter(bomb)).not.toThrow();
    expect(splitFrontMatter(bomb).body).toBe("body");
  });
});

describe("front matter in readMarkdown", () => {
  it("never shows a key or a value of the front matter in the content", () => {
    const doc = readMarkdown(
      "---\ntags: _durability/fleeting\naliases:\n  - decorin\ncssclass: idea\npublish: true\n---\n# DCN\n\nCollagen trimmer.\n",
    );
    expect(doc.content).toBe("DCN\n\nCollagen trimmer.");
    expect(doc.metadata).toMatchObject({
      aliases: ["decorin"],
      tags: ["_durability/fleeting"],
      properties: { cssclass: "idea", publish: "true" },
    });
  });

  it("hands the authors and the title over", () => {
    const doc = readMarkdown(
      '---\ntitle: "Chronic obstructive pulmonary disease"\nauthors:\n  - Peter J. Barnes\nyear: 2015\n---\nBody.',
    );
    expect(doc.title).toBe("Chronic obstructive pulmonary disease");
    expect(doc.metadata.authors).toEqual(["Peter J. Barnes"]);
    expect(doc.metadata.properties).toEqual({ year: "2015" });
    expect(doc.content).toBe("Body.");
  });

  it("reads CRLF files and a BOM", () => {
    const doc = readMarkdown("\uFEFF---\r\ntitle: T\r\n---\r\nline one\r\nline two\r\n");
    expect(doc.title).toBe("T");
    expect(doc.content).toBe("line one\nline two");
  });

  it("gives an empty content for a note that is only front matter", () => {
    const doc = readMarkdown("---\ntitle: Placeholder\n---\n\n");
    expect(doc.content).toBe("");
    expect(doc.blocks).toEqual([]);
  });
});
