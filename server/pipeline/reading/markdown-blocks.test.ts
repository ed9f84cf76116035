import { describe, expect, it } from "vitest";
import { readMarkdown } from "./markdown.ts";
import { invariantProblems } from "./markdown-test-support.ts";

/** Each block as "kind" (with its level) and its text. */
function parts(markdown: string): Array<[string, string]> {
  const doc = readMarkdown(markdown);
  expect(invariantProblems(doc)).toEqual([]);
  return doc.blocks.map((b) => [`${b.kind}${b.level ?? ""}`, doc.content.slice(b.start, b.end)]);
}

const content = (markdown: string) => readMarkdown(markdown).content;

/** The text as shown, and each block as its kind and its text. */
function shown(markdown: string): { content: string; blocks: Array<[string, string]> } {
  const doc = readMarkdown(markdown);
  expect(invariantProblems(doc)).toEqual([]);
  return { content: doc.content, blocks: doc.blocks.map((b) => [b.kind, doc.content.slice(b.start, b.end)]) };
}

describe("headings and paragraphs", () => {
  it("shows ATX and setext headings without their marks", () => {
    expect(parts("Intro.\n\n## Section ##\n\n### C# and F#\n\nSub\n---\n\nBig\n===\ntext")).toEqual([
      ["paragraph", "Intro."],
      ["heading2", "Section"],
      ["heading3", "C# and F#"],
      ["heading2", "Sub"],
      ["heading1", "Big"],
      ["paragraph", "text"],
    ]);
  });

  it("does not take a tag at a line start or seven hashes for a heading", () => {
    expect(parts("#tag at the start\n\n####### seven")).toEqual([
      ["paragraph", "#tag at the start"],
      ["paragraph", "####### seven"],
    ]);
  });

  it("keeps a paragraph's line breaks and puts one blank line between blocks", () => {
    expect(content("first line\n  second line\n\n\n\nnext paragraph   \n")).toBe(
      "first line\nsecond line\n\nnext paragraph",
    );
  });

  it("removes rules and empty headings", () => {
    expect(content("one\n\n***\n\n- - -\n\n#\n\ntwo")).toBe("one\n\ntwo");
  });
});

describe("lists", () => {
  it("makes every item a block whose span starts at its words, nested items indented", () => {
    // The tab reaches column 4: past "nested"'s content column (4 after "- first"'s 2), so a child of "nested".
    const markdown =
      "- first *item*\n  - nested\n\t- tab nested\n    - deeper\n+ plus\n* star\n\n1. one\n2) two\n   1. ten";
    const items = ["first item", "nested", "tab nested", "deeper", "plus", "star", "one", "two", "ten"];
    expect(shown(markdown)).toEqual({
      content: "• first item\n  • nested\n    • tab nested\n    • deeper\n• plus\n• star\n1. one\n2) two\n  1. ten",
      blocks: items.map((item) => ["list-item", item]),
    });
  });

  it("ends a parent item's block before its children", () => {
    const doc = readMarkdown("- parent line\n  continued\n  - child");
    const [parent, child] = doc.blocks;
    expect(doc.content.slice(parent!.start, parent!.end)).toBe("parent line\ncontinued");
    expect(parent!.end).toBeLessThan(child!.start);
  });

  it("shows tasks as checkboxes", () => {
    expect(content("- [ ] to do\n- [x] done\n- [X] also done\n1. [ ] numbered")).toBe(
      "☐ to do\n☑ done\n☑ also done\n1. ☐ numbered",
    );
    expect(parts("- [ ] to do")).toEqual([["list-item", "to do"]]);
  });

  it("drops empty items, as templates leave them", () => {
    expect(content("### Ideas\n- \n\n### No reference\n-\n- [ ] \n\nText")).toBe("Ideas\n\nNo reference\n\nText");
  });

  it("keeps an item's later paragraphs and code inside it", () => {
    expect(parts("- item\n\n  more about it\n\n      code in item\n- next")).toEqual([
      ["list-item", "item"],
      ["list-item", "more about it"],
      ["code", "code in item"],
      ["list-item", "next"],
    ]);
  });

  it("lets a bullet interrupt a paragraph but not a number other than 1", () => {
    expect(parts("Text\n- item")).toEqual([
      ["paragraph", "Text"],
      ["list-item", "item"],
    ]);
    expect(parts("The year\n2015. was good")).toEqual([["paragraph", "The year\n2015. was good"]]);
  });
});

describe("quotes and callouts", () => {
  it("shows a plain quote without its marks, lazy lines included", () => {
    expect(parts("> quoted\n> text\nlazy line\n\nafter")).toEqual([
      ["quote", "quoted\ntext\nlazy line"],
      ["paragraph", "after"],
    ]);
  });

  it("makes a callout's title a heading and its body quotes", () => {
    expect(parts("> [!warning]- Careful now\n> Body **one**\n>\n> Body two")).toEqual([
      ["heading6", "Careful now"],
      ["quote", "Body one"],
      ["quote", "Body two"],
    ]);
    expect(content("> [!warning]- Careful now\n> Body")).toBe("Careful now\nBody");
  });

  it("reads a callout whose title line is running text as text, not as a heading", () => {
    const summary = "Cover crops have gained elite status as a way for farmers to fight climate change.";
    expect(parts(`>[!note] ${summary}`)).toEqual([["quote", summary]]);
  });

  it("names a callout without a title by its type", () => {
    expect(parts("> [!note]\n> Text.")).toEqual([
      ["heading6", "Note"],
      ["quote", "Text."],
    ]);
    expect(parts("> [!TIP]+\n> Text.")[0]).toEqual(["heading6", "Tip"]);
  });

  it("reads lists and nested quotes inside quotes", () => {
    expect(parts("> intro\n> - one\n> > inner")).toEqual([
      ["quote", "intro"],
      ["list-item", "one"],
      ["quote", "inner"],
    ]);
  });
});

describe("tables", () => {
  it("drops the delimiter row and joins cells with ' | ', one block for the table", () => {
    const markdown =
      "| Gene | Role |\n| :--- | ---: |\n| [[FN1\\|fibronectin]] | *adhesion* |\n| a \\| b | `x\\|y` |\n\nAfter.";
    const doc = readMarkdown(markdown);
    expect(doc.content).toBe("Gene | Role\nfibronectin | adhesion\na | b | x|y\n\nAfter.");
    expect(doc.blocks.map((b) => b.kind)).toEqual(["table", "paragraph"]);
    const link = doc.metadata.links[0]!;
    expect([link.target, doc.content.slice(link.start, link.end)]).toEqual(["FN1", "fibronectin"]);
  });

  it("reads a table without outer pipes, and one right after a paragraph", () => {
    expect(parts("Data:\nA | B\n--|--\n1 | 2")).toEqual([
      ["metadata", "Data:"],
      ["table", "A | B\n1 | 2"],
    ]);
  });

  it("keeps a row on one line even with <br> in a cell", () => {
    expect(content("| a | b |\n|---|---|\n| one<br>two | three |")).toBe("a | b\none two | three");
  });

  it("is no table when the delimiter row does not match the header", () => {
    expect(parts("| a | b |\n| --- |\n| c |")[0]![0]).toBe("paragraph");
  });
});

describe("code and formulas", () => {
  it("keeps fenced and indented code verbatim, without fences", () => {
    const doc = readMarkdown(
      "```python title=x\ndef f(x):\n    return [[x]]  \n```\n\n~~~\n**not bold**\n~~~\n\n    indented\n      more",
    );
    expect(doc.content).toBe("def f(x):\n    return [[x]]\n\n**not bold**\n\nindented\n  more");
    expect(doc.blocks.map((b) => b.kind)).toEqual(["code", "code", "code"]);
    expect(doc.metadata.links).toEqual([]);
  });

  it("removes dataview, query and tasks blocks entirely", () => {
    const markdown =
      'Before.\n\n```dataview\nlist from "papers"\n```\n\n```dataviewjs\ndv.list()\n```\n\n~~~query\ntag:#x\n~~~\n\n```tasks\nnot done\n```\n\nAfter.';
    expect(content(markdown)).toBe("Before.\n\nAfter.");
  });

  it("reads an unclosed fence to the end, and a longer closing fence", () => {
    expect(parts("````\ncode\n```\nstill code\n`````\ntext")).toEqual([
      ["code", "code\n```\nstill code"],
      ["paragraph", "text"],
    ]);
    expect(parts("```\nnever closed\n\n# not a heading")).toEqual([["code", "never closed\n\n# not a heading"]]);
  });

  it("reads $$ blocks as formulas, kept with their delimiters", () => {
    expect(parts("$$\nE = mc^2\n$$\n\n$$ a+b $$\n\nPrice $$5")).toEqual([
      ["formula", "$$\nE = mc^2\n$$"],
      ["formula", "$$ a+b $$"],
      ["paragraph", "Price $$5"],
    ]);
  });
});

describe("metadata lines", () => {
  /** A line on its own, by the block it makes: fields are metadata; a sentence with a colon stays text. */
  const lines = {
    metadata: [
      "Year: 2015",
      "**Year**: 2015",
      "**DOI:** [10.1038/nrdp.2015.76](https://doi.org/10.1038/nrdp.2015.76)",
      "__Journal__: Nature Reviews Disease Primers",
      "status:: reading",
      "Tags: #copd #lung/function",
      "Source: https://www.ncbi.nlm.nih.gov/pmc/articles/PMC5666059/?report=classic&format=long",
      "Publication Date: 12 March 2021",
      "**Authors:**",
    ],
    paragraph: [
      "Note: the model overfits when the data is small.",
      "Summary: collagen trimmer",
      "Conclusion: smoking cessation reduces decline",
      "Result: it was worse than the baseline",
      "The key point: we cannot measure it directly",
      "Reason: Patients differ. Some respond, others do not.",
      "Mechanism: inflammation leads to airway remodelling over many years in most of the patients studied",
      "Lower case: not a field",
    ],
  };
  const cases = Object.entries(lines).flatMap(([kind, examples]) => examples.map((line) => [line, kind] as const));
  it.each(cases)("%j makes a %s block", (line, kind) => {
    expect(parts(line).map((p) => p[0])).toEqual([kind]);
  });

  it("splits field lines off the start and end of a paragraph, as written", () => {
    const markdown =
      "**DOI:** 10.1/x\n**Zotero:** [Click here](zotero://select/items/x)\nThe study found a clear effect\nof smoking on decline.\nSource: Nature";
    expect(shown(markdown)).toEqual({
      content:
        "DOI: 10.1/x\nZotero: Click here\nThe study found a clear effect\nof smoking on decline.\nSource: Nature",
      blocks: [
        ["metadata", "DOI: 10.1/x"],
        ["metadata", "Zotero: Click here"],
        ["paragraph", "The study found a clear effect\nof smoking on decline."],
        ["metadata", "Source: Nature"],
      ],
    });
  });

  it("keeps a field-shaped line inside running text as text", () => {
    expect(parts("We measured two things\nYear: 2015\nand then stopped.")).toEqual([
      ["paragraph", "We measured two things\nYear: 2015\nand then stopped."],
    ]);
  });
});

describe("footnotes and references", () => {
  it("removes footnote marks and makes definitions footnote blocks in place", () => {
    const doc = readMarkdown(
      "Claim one[^1] and two [^ref-2].\n\n## References\n[^1]: First source, p. 3.\n[^ref-2]: https://doi.org/10.1/x\n    continued\n[^3]:",
    );
    expect(doc.content).toBe(
      "Claim one and two.\n\nReferences\n\nFirst source, p. 3.\nhttps://doi.org/10.1/x\ncontinued",
    );
    expect(doc.blocks.map((b) => b.kind)).toEqual(["paragraph", "heading", "footnote", "footnote"]);
  });

  it("drops link reference definitions", () => {
    expect(content('[docs]: https://example.org "Docs"\n\nRead [the docs][docs].')).toBe("Read the docs.");
  });
});

describe("comments and HTML", () => {
  it("removes %% comments %% inline and over several lines, blocks included", () => {
    expect(
      content("Visible %%hidden%% text.\n\n%%\n# Hidden heading\n\nhidden paragraph\n%%\n\nAfter %%a\nb%% end."),
    ).toBe("Visible text.\n\nAfter end.");
  });

  it("keeps %% inside code, and an unclosed %% as text", () => {
    expect(content("`%%code%%` and\n\n```\n%% in fence %%\n```\n\n50%% done")).toBe(
      "%%code%% and\n\n%% in fence %%\n\n50%% done",
    );
  });

  it("removes HTML comments and drops a line that held only a comment", () => {
    expect(content("one <!-- note to self --> two\n<!--\nmulti\n-->\nthree")).toBe("one two\nthree");
  });

  it("drops style and script blocks and keeps the text of other HTML", () => {
    expect(
      content('<div class="box">\nBoxed <em>text</em>\n</div>\n<style>\n.box { color: red }\n</style>\n\nAfter'),
    ).toBe("Boxed text\n\nAfter");
  });
});
