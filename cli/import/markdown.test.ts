import { describe, expect, it } from "vitest";
import { splitFrontMatter } from "./front-matter.ts";
import { markdownDocument, titleFromFileName } from "./markdown.ts";
import { convertObsidianSyntax, wikilinkText } from "./wikilinks.ts";

describe("front matter", () => {
  it("takes title, aliases and tags and drops the rest of the block", () => {
    const { frontMatter, body } = splitFrontMatter(
      "---\ntitle: Entropy  in physics\naliases:\n  - Clausius entropy\n  - S\ntags: [physics, '#thermo/second_law']\ncreated: 2024-01-02\ncssclasses: wide\n---\n# Entropy\n",
    );
    expect(frontMatter).toEqual({ title: "Entropy in physics", aliases: ["Clausius entropy", "S"], tags: ["physics", "thermo/second_law"] });
    expect(body).toBe("# Entropy\n");
  });

  it("reads the older forms: singular keys, comma- and space-separated strings, CRLF, a BOM", () => {
    const { frontMatter, body } = splitFrontMatter("\uFEFF---\r\nalias: One, Two\r\ntag: a b,c\r\n---\r\ntext");
    expect(frontMatter).toEqual({ title: null, aliases: ["One", "Two"], tags: ["a", "b", "c"] });
    expect(body).toBe("text");
  });

  it("accepts an empty block and a block closed by '...'", () => {
    expect(splitFrontMatter("---\n---\nbody").body).toBe("body");
    expect(splitFrontMatter("---\ntitle: T\n...\nbody")).toEqual({ frontMatter: { title: "T", aliases: [], tags: [] }, body: "body" });
  });

  it("drops invalid YAML without importing it as text, and leaves a file without front matter alone", () => {
    expect(splitFrontMatter("---\ntitle: [unclosed\n---\nbody")).toEqual({ frontMatter: { title: null, aliases: [], tags: [] }, body: "body" });
    expect(splitFrontMatter("text\n---\nnot front matter\n---\n").body).toBe("text\n---\nnot front matter\n---\n");
    // A scalar or a list is valid YAML but not a set of properties.
    expect(splitFrontMatter("---\njust a string\n---\nbody").frontMatter.title).toBeNull();
  });

  it("takes a number as a title and ignores nested objects", () => {
    expect(splitFrontMatter("---\ntitle: 1984\naliases: {a: 1}\n---\n").frontMatter).toEqual({ title: "1984", aliases: [], tags: [] });
  });
});

describe("wikilinks", () => {
  it.each([
    ["Note", false, "Note"],
    ["Note|the alias", false, "the alias"],
    ["folder/sub/Deep Note", false, "Deep Note"],
    ["Note.md", false, "Note"],
    ["Note#Heading", false, "Note > Heading"],
    ["Note#H1#H2", false, "Note > H2"],
    ["#Heading in this note", false, "Heading in this note"],
    ["Note#^a1b2c3", false, "Note"],
    ["Note\\|alias in a table", false, "alias in a table"],
    ["Other note", true, "Other note"],
    ["diagram.png", true, ""],
    ["photo.jpg|300", true, ""],
    ["photo.jpg|300x200", true, ""],
    ["chart.png|Sales by year", true, "Sales by year"],
    ["paper.pdf#page=3", true, ""],
  ])("[[%s]] (embed: %s) reads %j", (inner, embed, expected) => {
    expect(wikilinkText(inner, embed)).toBe(expected);
  });

  it("converts links, embeds, comments and callout markers in running text", () => {
    const input = [
      "The [[Second Law of Thermodynamics|second law]] limits [[Heat engine]]s. %%a private remark%%",
      "![[Carnot cycle]]",
      "%% a comment",
      "over two lines %%",
      "> [!warning]- Careful",
      "> See [[Entropy#Definition]].",
    ].join("\n");
    expect(convertObsidianSyntax(input)).toBe(
      ["The second law limits Heat engines.", "Carnot cycle", "", "> Careful", "> See Entropy > Definition."].join("\n"),
    );
  });

  it("takes the space before what it removes, and the blank lines a removed comment leaves", () => {
    expect(convertObsidianSyntax("See the chart ![[chart.png]]. And ![[a.png]] this.")).toBe("See the chart. And this.");
    expect(convertObsidianSyntax("Before.\n\n%% a hidden\nparagraph %%\n\nAfter.")).toBe("Before.\n\nAfter.");
  });

  it("leaves code exactly as written: fenced blocks (``` and ~~~) and inline spans", () => {
    const input = ["Use `[[not a link]]` here and [[a link]].", "```md", "[[kept]] %%kept%%", "```", "~~~~", "![[kept too]]", "```", "~~~~", "[[after]]"].join("\n");
    expect(convertObsidianSyntax(input)).toBe(
      ["Use `[[not a link]]` here and a link.", "```md", "[[kept]] %%kept%%", "```", "~~~~", "![[kept too]]", "```", "~~~~", "after"].join("\n"),
    );
  });
});

describe("markdownDocument", () => {
  it("uses the front-matter title and closes with the aliases and tags as sentences", () => {
    const doc = markdownDocument("---\ntitle: Entropy\naliases: [Clausius entropy]\ntags: [physics, thermo/second_law]\n---\nEntropy never decreases in an [[isolated system]].\n", "entropy-note.md");
    expect(doc.title).toBe("Entropy");
    expect(doc.content).toBe("Entropy never decreases in an isolated system.\n\nAlso known as: Clausius entropy.\nTagged: physics, thermo / second law.");
  });

  it("falls back to the file name and normalises line ends", () => {
    const doc = markdownDocument("line one\r\nline two [[x]]\r\n", "My Note.markdown");
    expect(doc).toEqual({ title: "My Note", content: "line one\nline two x" });
  });

  it("gives empty content for a note that is only front matter", () => {
    expect(markdownDocument("---\ntitle: Placeholder\n---\n\n", "p.md").content).toBe("");
  });

  it("keeps titles within the server's limit", () => {
    expect(titleFromFileName(`${"a".repeat(400)}.md`)).toHaveLength(300);
    expect(titleFromFileName("dir/.md")).toBe(".md");
  });
});
