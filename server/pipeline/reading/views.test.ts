import { describe, expect, it } from "vitest";
import { extractionView } from "./views.ts";
import { emptyMetadata, type ReadDocument } from "./types.ts";

function documentOf(parts: Array<[ReadDocument["blocks"][number]["kind"], string]>): ReadDocument {
  let content = "";
  const blocks: ReadDocument["blocks"] = [];
  for (const [kind, text] of parts) {
    if (content) content += "\n\n";
    blocks.push({ kind, start: content.length, end: content.length + text.length });
    content += text;
  }
  return { content, blocks, pageStarts: null, title: null, metadata: emptyMetadata() };
}

describe("the extraction view", () => {
  it("blanks the label of a keywords or abstract block, so it never joins the first phrase", () => {
    const doc = documentOf([
      ["abstract", "Abstract Deep learning is a branch of machine learning."],
      ["keywords", "Keywords Deep learning · Artificial neural network"],
      ["paragraph", "Keywords matter in search engines."],
    ]);
    const view = extractionView(doc);
    expect(view.text).toHaveLength(doc.content.length);
    expect(view.text).not.toMatch(/Abstract|Keywords Deep/);
    expect(view.text).toContain("Deep learning is a branch");
    expect(view.text).toContain("Deep learning · Artificial neural network");
    expect(view.text).toContain("Keywords matter in search engines.");
  });

  it("keeps keywords set one per line apart, and leaves a wrapped list with its own separators alone", () => {
    const doc = documentOf([
      ["keywords", "Air pollution\nCohort study\nHeadache\nMigraine disorders"],
      ["keywords", "Deep learning, artificial neural\nnetworks, transfer learning"],
    ]);
    const view = extractionView(doc);
    expect(view.text).toHaveLength(doc.content.length);
    expect(view.text).toContain("Air pollution;Cohort study;Headache;Migraine disorders");
    expect(view.text).toContain("artificial neural\nnetworks");
  });
});
