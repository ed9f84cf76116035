import { describe, expect, it } from "vitest";
import { renderInline } from "./markdown-inline.ts";

const shown = (markdown: string) => renderInline(markdown).text;

describe("renderInline: emphasis", () => {
  it.each([
    ["**bold** and __strong__", "bold and strong"],
    ["*it* and _em_", "it and em"],
    ["***both*** and **_mixed_**", "both and mixed"],
    ["~~struck~~ and ==highlighted==", "struck and highlighted"],
    ["**bold with *nested* emphasis**", "bold with nested emphasis"],
    ["a **bold\nacross lines** b", "a bold\nacross lines b"],
  ])("%j reads %j", (markdown, expected) => {
    expect(shown(markdown)).toBe(expected);
  });

  it.each([
    ["snake_case_name and file_name_2", "snake_case_name and file_name_2"],
    ["a * b * c", "a * b * c"],
    ["5 * 3 = 15, x == y, ~5 km, a ~ b", "5 * 3 = 15, x == y, ~5 km, a ~ b"],
    ["**unclosed bold", "**unclosed bold"],
    ["an _unclosed one", "an _unclosed one"],
    ["\\*escaped\\* and \\_too\\_", "*escaped* and _too_"],
    ["~~~three tildes~~~", "~~~three tildes~~~"],
  ])("keeps markers that are not emphasis: %j", (markdown, expected) => {
    expect(shown(markdown)).toBe(expected);
  });
});

describe("renderInline: code, links, images, HTML", () => {
  it("keeps code spans' text verbatim, without the backticks", () => {
    expect(shown("Run `npm *install*` now")).toBe("Run npm *install* now");
    expect(shown("Use `` a`b `` here")).toBe("Use a`b here");
    expect(shown("A lone ` backtick")).toBe("A lone ` backtick");
  });

  it("removes inline dataview expressions", () => {
    expect(shown("Name: `= this.file.name`.")).toBe("Name:.");
    expect(shown("Count `$= dv.pages().length` pages")).toBe("Count pages");
    expect(shown("The `==` operator")).toBe("The == operator");
  });

  it("shows a link's text, an autolink's address, nothing of an image", () => {
    expect(shown('See [the *docs*](https://x.org/a_(b) "Title") now')).toBe("See the docs now");
    expect(shown("Go to <https://example.org/x?a=1> or <me@example.org>.")).toBe(
      "Go to https://example.org/x?a=1 or me@example.org.",
    );
    expect(shown("A chart ![Sales by year](chart.png) here.")).toBe("A chart here.");
    expect(shown("Trailing image ![x](y.png)")).toBe("Trailing image");
    expect(shown("[not a link] and [also](not")).toBe("[not a link] and [also](not");
  });

  it("reads reference links when the note defines the label", () => {
    const references = new Set(["docs"]);
    const options = { lineBreak: "\n", references };
    expect(renderInline("See [the manual][docs], [Docs] and [docs][] but [other].", options).text).toBe(
      "See the manual, Docs and docs but [other].",
    );
  });

  it("removes HTML tags and keeps their text; <br> breaks the line", () => {
    expect(shown('Some <span class="x">marked</span> text<br>next<br/>last')).toBe("Some marked text\nnext\nlast");
    expect(shown("<b>bold</b> and <img src='a.png'> gone")).toBe("bold and gone");
    expect(renderInline("a<br>b", { lineBreak: " ", references: new Set() }).text).toBe("a b");
  });

  it("keeps angle brackets that are not tags", () => {
    expect(shown("p<0.05 and x <y and z> w and <Note name> and a<b")).toBe(
      "p<0.05 and x <y and z> w and <Note name> and a<b",
    );
  });

  it("decodes character references", () => {
    expect(shown("&amp; &lt; &gt; &quot; &#39; a&nbsp;b &#x2014; &#8212; &mdash;")).toBe("& < > \" ' a b — — —");
    expect(shown("&bogus; &amp &#xZZ;")).toBe("&bogus; &amp &#xZZ;");
    expect(shown("&#0; &#xD800;")).toBe("\ufffd \ufffd");
  });

  it("removes footnote references and the space before them", () => {
    expect(shown("A claim[^1] and another [^note-2].")).toBe("A claim and another.");
  });

  it("hides Obsidian block ids at line ends, not carets in formulas", () => {
    expect(shown("A claim to link to ^claim-1\nx^2 and e^x")).toBe("A claim to link to\nx^2 and e^x");
  });

  it("keeps Obsidian tags as the user wrote them", () => {
    expect(shown("About #topic/sub and #idea.")).toBe("About #topic/sub and #idea.");
  });
});

describe("renderInline: wiki links", () => {
  const linkTexts = (markdown: string) => {
    const result = renderInline(markdown);
    return result.links.map((l) => [l.target, result.text.slice(l.start, l.end)]);
  };

  it.each([
    ["[[Note]]", "Note", "Note"],
    ["[[Note|shown text]]", "shown text", "Note"],
    ["[[Note#Heading]]", "Note > Heading", "Note"],
    ["[[Note#H1#H2]]", "Note > H2", "Note"],
    ["[[Note#^abc123]]", "Note", "Note"],
    ["[[folder/sub/Note.md]]", "Note", "Note"],
    ["[[ Spaced note |  alias ]]", "alias", "Spaced note"],
    ["![[Embedded Note]]", "Embedded Note", "Embedded Note"],
    ["![[Embedded Note#Part]]", "Embedded Note > Part", "Embedded Note"],
  ])("%s reads %j and links to %j", (markdown, text, target) => {
    const result = renderInline(`See ${markdown} here.`);
    expect(result.text).toBe(`See ${text} here.`);
    expect(result.links).toEqual([{ target, start: 4, end: 4 + text.length }]);
  });

  it("removes embedded attachments with the space before them, and records no link for them", () => {
    const result = renderInline(
      "A ![[picture.png]] and ![[file.pdf|300]] and ![[clip.mp4]], then ![[photo.jpg|A caption]].",
    );
    expect(result.text).toBe("A and and, then.");
    expect(result.links).toEqual([]);
  });

  it("reads a link to an attachment as its name, pointing to no note", () => {
    const result = renderInline("See [[docs/paper.pdf]] and [[paper.pdf#page=3|the paper]].");
    expect(result.text).toBe("See paper.pdf and the paper.");
    expect(result.links).toEqual([]);
  });

  it("reads a heading of the same note without a link target", () => {
    const result = renderInline("Above: [[#Method]].");
    expect(result.text).toBe("Above: Method.");
    expect(result.links).toEqual([]);
  });

  it("records every link's span in order, after text that changed length", () => {
    expect(linkTexts("**A** [[One]] &amp; [x](y) [[Two|2]] ![[i.png]] [[Three#T]]")).toEqual([
      ["One", "One"],
      ["Two", "2"],
      ["Three", "Three > T"],
    ]);
  });

  it("records Markdown links to notes of the vault", () => {
    const result = renderInline("See [the other note](Other%20note.md#Part) and [web](https://x.org/a.md).");
    expect(result.text).toBe("See the other note and web.");
    expect(result.links).toEqual([{ target: "Other note", start: 4, end: 18 }]);
  });

  it("keeps links inside code as code", () => {
    const result = renderInline("Write `[[Note]]` for [[Note]].");
    expect(result.text).toBe("Write [[Note]] for Note.");
    expect(result.links).toEqual([{ target: "Note", start: 19, end: 23 }]);
  });

  it("leaves broken wiki links as text", () => {
    expect(shown("[[unclosed and [[]] and [[a\nb]]")).toBe("[[unclosed and [[]] and [[a\nb]]");
  });

  it("reads an escaped pipe as the alias separator", () => {
    expect(linkTexts("[[Note\\|alias]]")).toEqual([["Note", "alias"]]);
  });
});

describe("renderInline: spacing", () => {
  it("tidies what removals leave: no doubled or trailing spaces", () => {
    expect(shown("one ![](a.png) two")).toBe("one two");
    expect(shown("end of line ![[a.png]]\nnext")).toBe("end of line\nnext");
    expect(shown("trailing   \nspaces")).toBe("trailing\nspaces");
  });

  it("reads a backslash at a line end as a line break", () => {
    expect(shown("one\\\ntwo")).toBe("one\ntwo");
  });
});
