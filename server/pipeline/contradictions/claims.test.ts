import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { extractPdfLayout } from "../pdf-text.ts";
import { readDocument } from "../reading/read-document.ts";
import { findClaims, isClaimText, sentenceSpans } from "./claims.ts";
import { namesOfDocument } from "./referents.ts";

const note = [
  "---",
  "title: Reading notes, week 1",
  "publish: false",
  "---",
  "",
  "# Reading notes, week 1",
  "",
  "**Year**: 2015",
  "",
  "## Generative Adversarial Networks",
  "- The GAN paper trains its generator with Markov chains.",
  "- G and D are trained together. D learns to tell real from fake.",
  "- Figure 3: samples from the model",
  "",
  "## Results",
  "",
  "The discriminator outperforms the generator in early training, as shown in Section 3.2.",
  "",
  "```python",
  "loss = d_loss + g_loss  # the generator is never trained",
  "```",
  "",
  "What does the generator learn?",
].join("\n");

describe("findClaims", () => {
  it("takes claims only from body sentences and list items, each bullet its own unit", () => {
    const read = readDocument({ type: "markdown", text: note });
    const claims = findClaims(read, { concepts: [] });
    expect(claims.map((c) => c.text)).toEqual([
      "The GAN paper trains its generator with Markov chains.",
      "G and D are trained together.",
      "D learns to tell real from fake.",
      "The discriminator outperforms the generator in early training, as shown in Section 3.2.",
    ]);
    // spans point into the content; the heading above each claim is kept, generic section names are not
    for (const c of claims) expect(read.content.slice(c.start, c.end)).toBe(c.text);
    expect(claims[0]!.headings).toEqual(["Generative Adversarial Networks"]);
    expect(claims.at(-1)!.headings).toEqual([]);
  });

  it("takes a caption's finding as a claim, without its figure label", async () => {
    const pdf = await PDFDocument.create();
    const serif = await pdf.embedFont(StandardFonts.TimesRoman);
    const page = pdf.addPage([612, 792]);
    for (let i = 0; i < 14; i++)
      page.drawText(
        i % 2
          ? "and the mortality of enforcers was compared with that of controls matched by age and position."
          : "We followed the careers of professional ice hockey players who fought often on the ice, and the",
        { x: 72, y: 700 - i * 14, size: 11, font: serif },
      );
    page.drawText("Figure 2: Mortality was higher among enforcers than among controls in every decade.", {
      x: 72,
      y: 480,
      size: 9,
      font: serif,
    });
    const read = readDocument({ type: "pdf", layout: await extractPdfLayout(await pdf.save()) });
    const texts = findClaims(read, { concepts: [] }).map((c) => c.text);
    expect(texts).toContain("Mortality was higher among enforcers than among controls in every decade.");
    expect(texts.join(" ")).not.toContain("Figure 2");
  });

  it("lists the concepts a claim mentions in the order it mentions them", () => {
    const read = readDocument({ type: "markdown", text: "Dropout reduces overfitting in deep networks." });
    const span = (word: string) => ({
      start: read.content.indexOf(word),
      end: read.content.indexOf(word) + word.length,
    });
    const concept = (key: string, word: string) => ({
      name: word,
      key,
      aliases: [],
      acronym: null,
      category: "general" as const,
      definition: null,
      definitionSpan: null,
      salience: 1,
      mentions: [span(word)],
    });
    const [claim] = findClaims(read, {
      concepts: [concept("overfitting", "overfitting"), concept("dropout", "Dropout")],
    });
    expect(claim!.conceptKeys).toEqual(["dropout", "overfitting"]);
  });

  it("leaves out running headers caught in a paper's paragraphs, and verbless text runs", () => {
    const header = "The Sixth Intl. Joint Conf. on Autonomous Agents and Multi-Agent Systems (AAMAS 07)";
    const text =
      [1, 2, 3]
        .map((n) => `Agents negotiate over ${n} rounds here. ${header} ${n * 100} the plan is executed.`)
        .join("\n\n") + "\n\nProceedings of the Sixth Conference on Agents 2007 Honolulu Hawaii";
    const claims = findClaims(readDocument({ type: "text", text }), { concepts: [] }).map((c) => c.text);
    expect(claims).toContain("Agents negotiate over 2 rounds here.");
    expect(claims.some((c) => c.includes("AAMAS"))).toBe(false);
    expect(claims.some((c) => c.includes("Honolulu"))).toBe(false);
  });

  it("keeps a finding the paper restates in its abstract, results and conclusion", () => {
    const finding =
      "The models generated higher prediction errors, with average MAPE varying from 10.90 to 14.39 percent.";
    const text = [
      `Abstract. We forecast patient flow. ${finding}`,
      `Results. ${finding} The best models were random forests.`,
      `Conclusion. ${finding.replace("The models", "All models")}`,
    ].join("\n\n");
    const claims = findClaims(readDocument({ type: "text", text }), { concepts: [] }).map((c) => c.text);
    expect(claims.filter((c) => c.includes("average MAPE varying from 10.90 to 14.39 percent"))).toHaveLength(3);
  });
});

describe("isClaimText", () => {
  it.each([
    ["Title: Ten Years of Pedestrian Detection, What Have We Learned?", false],
    ["Authors: Rodrigo Benenson, Mohamed Omran", false],
    ["What does the generator learn?", false],
    ["Figure 3: samples from the model after training", false],
    ["Common evaluation metrics:", false],
    ["x = f(y) + g(z); return x;", false],
    ["They train for 5 days.", true],
    ["Their model, no frontalization: 87.9% mean accuracy.", true],
  ])("%j → %s", (text, expected) => {
    expect(isClaimText(text)).toBe(expected);
  });
});

describe("sentenceSpans", () => {
  it("splits at sentence ends, not after abbreviations", () => {
    const text = "Cells divide, e.g. by mitosis. Meiosis makes gametes!\n\nNew paragraph here";
    expect(sentenceSpans(text).map((s) => text.slice(s.start, s.end))).toEqual([
      "Cells divide, e.g. by mitosis.",
      "Meiosis makes gametes!",
      "New paragraph here",
    ]);
  });

  it("ends a sentence at a structured abstract's label run into the text, and leaves the label out", () => {
    const text =
      "Methods: We examined blood lead and HTN Results: A total of 32,289 participants were included. Conclusions: Lead matters.";
    expect(sentenceSpans(text).map((s) => text.slice(s.start, s.end))).toEqual([
      "We examined blood lead and HTN",
      "A total of 32,289 participants were included.",
      "Lead matters.",
    ]);
  });
});

describe("namesOfDocument", () => {
  it("names a note by its title, the title it states in a field line, and its short title", () => {
    const read = readDocument({
      type: "markdown",
      text: "# Paper\n\n* **Title**: YOLO9000: Better, Faster, Stronger\n* **Year**: 2016\n\n# Summary\n\n* They train on COCO.",
    });
    expect(namesOfDocument(read, "YOLO9000 notes")).toEqual(
      expect.arrayContaining(["YOLO9000 notes", "YOLO9000: Better, Faster, Stronger", "YOLO9000"]),
    );
  });
});
