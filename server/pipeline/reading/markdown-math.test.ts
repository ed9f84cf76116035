import { describe, expect, it } from "vitest";
import { readMarkdown } from "./markdown.ts";
import { invariantProblems } from "./markdown-test-support.ts";

/** Each block as its kind and its text. */
function parts(markdown: string): Array<[string, string]> {
  const doc = readMarkdown(markdown);
  expect(invariantProblems(doc)).toEqual([]);
  return doc.blocks.map((b) => [b.kind, doc.content.slice(b.start, b.end)]);
}

const content = (markdown: string) => readMarkdown(markdown).content;

describe("readMarkdown: mathematics is kept as written", () => {
  it.each([
    ["a thin space in display math", "Energy: $$E = \\Delta m \\, c^2$$ holds."],
    ["stars in inline math", "Take $a_{1}*b*c_{2}$ now."],
    ["underscores in inline math", "Sum $x_1 + y_2$ and $a + _b_ + c_{d}$ here."],
    ["escaped braces and underscores", "The set $\\{ x \\mid x\\_1 > 0 \\}$ here."],
    ["brackets that would be links", "See $[a](b)$, $[[x]]$ and $f[x]$."],
    ["highlight and strikethrough markers", "Both $a ==b== c$ and $\\sim ~~x~~$."],
    ["an HTML-like angle bracket", "When $a<b>c$ holds."],
    ["parenthesised TeX", "Inline \\(a \\, *b* c_{1}\\) and display \\[x_1 \\\\ y_2\\] too."],
    ["a TeX command on its own", "Written \\textbf{*bold*} and \\mathrm{d_x}."],
    ["display math over lines inside a sentence", "It is $$a \\\\\nb_1 *c*$$ in a paragraph."],
  ])("keeps %s byte for byte", (_name, markdown) => {
    expect(content(markdown)).toBe(markdown);
  });

  it("keeps a $$ block whole, with its delimiters, line breaks and \\\\", () => {
    const block = "$$\n\\begin{aligned}\na &= b_1 \\\\\n\\{c\\} &= d_2 \\, *e*\n\\end{aligned}\n$$";
    expect(parts(`Before.\n\n${block}\n\nAfter.`)).toEqual([
      ["paragraph", "Before."],
      ["formula", block],
      ["paragraph", "After."],
    ]);
    expect(parts(`Text before\n${block}\nafter.`)).toEqual([
      ["paragraph", "Text before"],
      ["formula", block],
      ["paragraph", "after."],
    ]);
    expect(parts("$$E = \\Delta m \\, c^2$$")).toEqual([["formula", "$$E = \\Delta m \\, c^2$$"]]);
    expect(parts("$$a_1\nb_2$$")).toEqual([["formula", "$$a_1\nb_2$$"]]);
  });

  it("keeps $$ blocks in quotes and list items", () => {
    expect(parts("> $$\n> a \\, b_1\n> $$")).toEqual([["formula", "$$\na \\, b_1\n$$"]]);
    expect(parts("- item\n  $$\n  x_1 \\\\ y_2\n  $$")).toEqual([
      ["list-item", "item"],
      ["formula", "$$\nx_1 \\\\ y_2\n$$"],
    ]);
  });

  it("keeps display math opened in a paragraph in that paragraph, not cut at its closing line", () => {
    expect(parts("The energy is $$\nE = \\Delta m \\, c^2\n$$")).toEqual([
      ["paragraph", "The energy is $$\nE = \\Delta m \\, c^2\n$$"],
    ]);
    expect(parts("- as $$\n  x_1 *y*\n  $$ shows")).toEqual([["list-item", "as $$\nx_1 *y*\n$$ shows"]]);
  });

  it("splits no field line off a formula that runs on to the next line", () => {
    expect(parts("Energy: $$\nE = \\Delta m \\, c^2\n$$")).toEqual([
      ["paragraph", "Energy: $$\nE = \\Delta m \\, c^2\n$$"],
    ]);
    expect(parts("Year: 2015\nMass: $m_1$\nThe mass is $$\nm_1\n$$")).toEqual([
      ["metadata", "Year: 2015"],
      ["metadata", "Mass: $m_1$"],
      ["paragraph", "The mass is $$\nm_1\n$$"],
    ]);
  });

  it("reads a line that starts with $$ and goes on after its formula as a paragraph", () => {
    expect(parts("$$a_1$$ is *small*.")).toEqual([["paragraph", "$$a_1$$ is small."]]);
  });

  it("still reads prices as text, with their emphasis and escapes", () => {
    expect(content("costs $5 and *really* $10")).toBe("costs $5 and really $10");
    expect(content("From $5 to \\*$10\\* or _$20_")).toBe("From $5 to *$10* or $20");
    expect(content("Prices: $5, $10 and **$20**.")).toBe("Prices: $5, $10 and $20.");
  });

  it("keeps code spans and fenced code before mathematics", () => {
    expect(content("Code `$x*y*z$` and `echo $HOME` here.")).toBe("Code $x*y*z$ and echo $HOME here.");
    expect(content("Write `$$` and then *a* $$b \\, c$$.")).toBe("Write $$ and then a $$b \\, c$$.");
    expect(parts("```\n$$\n*a*\n$$\n```")).toEqual([["code", "$$\n*a*\n$$"]]);
  });

  it("keeps a code span's $$ from taking the next $$ line into its paragraph", () => {
    expect(parts("Type `$$` on a line:\n$$\nx \\, y\n$$")).toEqual([
      ["paragraph", "Type $$ on a line:"],
      ["formula", "$$\nx \\, y\n$$"],
    ]);
  });

  it("records no link inside mathematics", () => {
    const doc = readMarkdown("A $[[Note]]$ and [[Other]].");
    expect(doc.content).toBe("A $[[Note]]$ and Other.");
    expect(doc.metadata.links.map((l) => l.target)).toEqual(["Other"]);
  });
});
