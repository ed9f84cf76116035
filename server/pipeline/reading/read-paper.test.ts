import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { extractPdfLayout } from "../pdf-text.ts";
import { readDocument } from "./read-document.ts";
import type { BlockKind, ReadDocument } from "./types.ts";
import { extractionView } from "./views.ts";

const textOf = (doc: ReadDocument, kind: BlockKind) =>
  doc.blocks.filter((b) => b.kind === kind).map((b) => doc.content.slice(b.start, b.end));

/** A three-page paper the way conference templates set it: running header, page numbers, footnote, references. */
async function paperPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const serif = await pdf.embedFont(StandardFonts.TimesRoman);
  const bold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const draw = (page: PDFPage, lines: Array<[string, number, PDFFont, number]>) => {
    for (const [text, size, font, y] of lines) page.drawText(text, { x: 72, y, size, font });
  };
  const frame = (page: PDFPage, n: number) => {
    page.drawText("Journal of Reading Tests 12 (2025)", { x: 72, y: 760, size: 8, font: serif });
    page.drawText(String(n), { x: 300, y: 30, size: 9, font: serif });
  };
  const body = (first: number, lines: string[]) =>
    lines.map((line, i): [string, number, PDFFont, number] => [line, 10, serif, first - i * 12]);

  const one = pdf.addPage([612, 792]);
  frame(one, 1);
  draw(one, [
    ["Sparse Attention for Long Documents", 18, bold, 700],
    ["Ada Lovelace   Alan Turing", 11, serif, 670],
    ["D´epartement d'Informatique, Universit´e de Montr´eal", 10, serif, 656],
    ["ada@example.org", 10, serif, 642],
    ["Abstract", 12, bold, 600],
    ...body(582, [
      "We study sparse attention, a mechanism that attends to a few positions of a long sequence.",
      "Sparse attention reduces the quadratic cost of self-attention while keeping its accuracy on",
      "long documents, and we show that it scales to books.",
    ]),
    ["1 Introduction", 12, bold, 520],
    ...body(500, [
      "Self-attention relates every position of a sequence to every other position, which costs",
      "time that grows with the square of the length. Long documents therefore need a cheaper repre-",
      "sentation of their context, and sparse attention provides one.",
    ]),
    ["Work done while visiting the Institute of Reading.", 8, serif, 60],
  ]);
  const two = pdf.addPage([612, 792]);
  frame(two, 2);
  draw(two, [
    ["2 Method", 12, bold, 700],
    ...body(680, [
      "Sparse attention keeps, for each position, the positions of a fixed window and a few global",
      "positions. A block of positions shares its self-",
      "attention pattern, so the cost grows linearly with the length of the document.",
    ]),
    // A caption set smaller than the body, wrapped: its second line is small type and still the caption's.
    [
      "Figure 1: The window and the global positions of sparse attention, drawn for a sequence of sixty-four",
      9,
      serif,
      600,
    ],
    ["positions.", 9, serif, 589],
  ]);
  const three = pdf.addPage([612, 792]);
  frame(three, 3);
  draw(three, [
    ["References", 12, bold, 700],
    ["[1] A. Vaswani et al. Attention is all you need. In Proceedings of NIPS, 2017.", 9, serif, 680],
    ["[2] R. Child et al. Generating long sequences with sparse transformers. arXiv preprint", 9, serif, 668],
    ["arXiv:1904.10509, 2019.", 9, serif, 656],
  ]);
  return pdf.save();
}

describe("reading a PDF paper", () => {
  let doc: ReadDocument;
  beforeAll(async () => {
    doc = readDocument({ type: "pdf", layout: await extractPdfLayout(await paperPdf()) });
  });

  it("takes the largest type of the first page as the title", () => {
    expect(doc.title).toBe("Sparse Attention for Long Documents");
    expect(textOf(doc, "title")).toEqual(["Sparse Attention for Long Documents"]);
  });

  it("tells the author block, the abstract, headings, body, caption, footnote and references apart", () => {
    expect(textOf(doc, "authors")[0]).toContain("Département d'Informatique, Université de Montréal");
    expect(textOf(doc, "abstract")[0]).toMatch(/^We study sparse attention, a mechanism .* scales to books\.$/);
    expect(textOf(doc, "heading")).toEqual(["Abstract", "1 Introduction", "2 Method", "References"]);
    expect(textOf(doc, "caption")).toEqual([
      "Figure 1: The window and the global positions of sparse attention, drawn for a sequence of sixty-four positions.",
    ]);
    expect(textOf(doc, "footnote")).toEqual(["Work done while visiting the Institute of Reading."]);
    expect(textOf(doc, "reference")).toEqual([
      "[1] A. Vaswani et al. Attention is all you need. In Proceedings of NIPS, 2017.",
      "[2] R. Child et al. Generating long sequences with sparse transformers. arXiv preprint arXiv:1904.10509, 2019.",
    ]);
  });

  it("drops the running header and page numbers, and joins lines and words broken at line ends", () => {
    expect(doc.content).not.toContain("Journal of Reading Tests");
    expect(doc.content).not.toMatch(/^\d$/m);
    const body = textOf(doc, "paragraph");
    expect(body[0]).toContain("need a cheaper representation of their context");
    // The document writes "self-attention" elsewhere, so the hyphen at the line end is the word's own.
    expect(body[1]).toContain("shares its self-attention pattern");
  });

  it("records where each page starts, in order", () => {
    expect(doc.pageStarts).toHaveLength(3);
    expect(doc.content.slice(doc.pageStarts![1]!)).toMatch(/^2 Method/);
    expect(doc.content.slice(doc.pageStarts![2]!)).toMatch(/^References/);
  });

  it("gives extraction only the text a reader would take concepts from, at the same offsets", () => {
    const view = extractionView(doc);
    expect(view.text).toHaveLength(doc.content.length);
    expect(view.text).toContain("sparse attention provides one");
    expect(view.text).not.toContain("Vaswani");
    expect(view.text).not.toContain("ada@example.org");
    expect(view.text).not.toContain("Institute of Reading");
    const title = view.headline.find((span) => span.weight === 1)!;
    expect(doc.content.slice(title.start, title.end)).toBe("Sparse Attention for Long Documents");
  });
});

describe("reading a plain-text paper", () => {
  const text = [
    "Scalable Discovery of Grid Services*",
    "Ada Lovelace, Alan Turing",
    "Analytical Engines Ltd, London",
    "{ada,alan}@engines.example",
    "ABSTRACT",
    "Grid services are hard to find. We present a registry that scales to many sites and",
    "answers queries in milliseconds.",
    "Categories and Subject Descriptors",
    "C.2.4 [Distributed Systems]",
    "1. INTRODUCTION",
    "Service discovery is the first step of every grid application, and registries are the",
    "usual answer. A registry stores the address of every",
    "Permission to make digital or hard copies of all or part of this work for personal or",
    "classroom use is granted without fee provided that copies are not made or distributed",
    "for profit. To copy otherwise requires prior specific permission and/or a fee.",
    "GRID '05, November 2005, Seattle, USA.",
    "service, and clients ask it where a service runs.",
    "2. REFERENCES",
    "[1] I. Foster. The anatomy of the grid. In Proceedings of Euro-Par,",
    "2001.",
    "[2] A. Rowstron. Pastry. In Middleware, 2001.",
  ].join("\n");
  const doc = readDocument({ type: "text", text });

  it("finds the title, the authors, the abstract, the metadata and the references", () => {
    expect(doc.title).toBe("Scalable Discovery of Grid Services");
    expect(textOf(doc, "authors")[0]).toContain("{ada,alan}@engines.example");
    expect(textOf(doc, "abstract")).toEqual([
      "Grid services are hard to find. We present a registry that scales to many sites and answers queries in milliseconds.",
    ]);
    expect(textOf(doc, "metadata")).toEqual(["C.2.4 [Distributed Systems]"]);
    expect(textOf(doc, "reference")).toEqual([
      "[1] I. Foster. The anatomy of the grid. In Proceedings of Euro-Par, 2001.",
      "[2] A. Rowstron. Pastry. In Middleware, 2001.",
    ]);
  });

  it("takes a copyright notice out of the paragraph it interrupts, and joins the paragraph again", () => {
    expect(textOf(doc, "paragraph")).toEqual([
      "Service discovery is the first step of every grid application, and registries are the usual answer. A registry stores the address of every service, and clients ask it where a service runs.",
    ]);
    expect(textOf(doc, "footnote")[0]).toMatch(
      /^Permission to make digital .* GRID '05, November 2005, Seattle, USA\.$/,
    );
    expect(doc.metadata.authors).toEqual(expect.arrayContaining(["Lovelace", "Turing"]));
  });

  it("reads a short note as a note: no title unless its first line is one, no author block", () => {
    const note = readDocument({
      type: "text",
      text: "Photosynthesis turns light into sugar.\nChlorophyll absorbs the light.",
    });
    expect(note.title).toBeNull();
    expect(note.blocks.map((b) => b.kind)).toEqual(["paragraph"]);
    const titled = readDocument({
      type: "text",
      text: "Photosynthesis\nPlants turn light into sugar. Chlorophyll absorbs the light.",
    });
    expect(titled.title).toBe("Photosynthesis");
  });
});

describe("a title known from the PDF's metadata", () => {
  it("marks the line that prints it as the title, so its words are the document's headline", async () => {
    const pdf = await PDFDocument.create();
    const serif = await pdf.embedFont(StandardFonts.TimesRoman);
    const bold = await pdf.embedFont(StandardFonts.TimesRomanBold);
    pdf.setTitle("Tipping and the Dynamics of Segregation");
    const page = pdf.addPage([612, 792]);
    page.drawText("WORKING PAPER SERIES", { x: 72, y: 700, size: 11, font: bold });
    page.drawText("TIPPING AND THE DYNAMICS OF SEGREGATION", { x: 72, y: 670, size: 11, font: bold });
    const body = [
      "Schelling showed that extreme segregation can arise from social interactions in white preferences:",
      "once the minority share in a neighborhood exceeds a tipping point, all the whites leave. We use",
      "regression discontinuity methods and Census tract data to test for tipping in the United States.",
    ];
    body.forEach((line, i) => page.drawText(line, { x: 72, y: 620 - i * 12, size: 10, font: serif }));
    const doc = readDocument({ type: "pdf", layout: await extractPdfLayout(await pdf.save()) });
    expect(doc.title).toBe("Tipping and the Dynamics of Segregation");
    expect(textOf(doc, "title")).toEqual(["TIPPING AND THE DYNAMICS OF SEGREGATION"]);
    const view = extractionView(doc);
    const strongest = view.headline
      .filter((span) => span.weight >= 1)
      .map((span) => view.text.slice(span.start, span.end));
    expect(strongest).toEqual(["TIPPING AND THE DYNAMICS OF SEGREGATION"]);
  });
});

describe("the title of a text converted from a journal's pages", () => {
  it("is the line above the authors, under the journal's labels and volume line", () => {
    const doc = readDocument({
      type: "text",
      text: [
        "BIOINFORMATICS",
        "Sequence analysis",
        "ORIGINAL PAPER",
        "Vol. 23 no. 8 2007, pages 926-932 doi:10.1093/bioinformatics/btm049",
        "Multiple structural alignment and clustering of RNA sequences",
        "Elfar Torarinsson1,2, Jakob H. Havgaard1 and Jan Gorodkin1,*",
        "ABSTRACT",
        "Motivation: RNA molecules fold into structures that are conserved better than their sequences.",
      ].join("\n"),
    });
    expect(doc.title).toBe("Multiple structural alignment and clustering of RNA sequences");
  });

  it("takes two lines when the title runs on, and skips a label in lower case", () => {
    const doc = readDocument({
      type: "text",
      text: [
        "letters to nature",
        "Approximately-Strategyproof and Tractable Multi-Unit",
        "Auctions",
        "Anshul Kothari, David C. Parkes",
        "We present an approximately-efficient auction mechanism for a single-good multi-unit allocation problem.",
      ].join("\n"),
    });
    expect(doc.title).toBe("Approximately-Strategyproof and Tractable Multi-Unit Auctions");
  });

  it("ends the front at the first paragraph of prose, not at a References heading further down", () => {
    const paragraph = (topic: string) =>
      `${topic} are short RNA molecules that regulate the messenger RNAs of their much bigger relatives. Over the past ` +
      "few years these small species have been found in plants, animals and fungi, where they silence genes after " +
      "transcription, guide the cleavage of their targets and shape how cells respond to stress and development.";
    const doc = readDocument({
      type: "text",
      text: [
        "PERSPECTIVES",
        "MOLECULAR BIOLOGY",
        "",
        "A New RNA Dimension to Genome Control",
        `Richard W. Carthew ${paragraph("MicroRNAs")}`,
        paragraph("Piwi-interacting RNAs"),
        "References",
        "1. N. C. Lau et al., Science 313, 363 (2006).",
      ].join("\n"),
    });
    expect(doc.title).toBe("A New RNA Dimension to Genome Control");
    expect(textOf(doc, "authors")).toEqual([]);
    expect(textOf(doc, "paragraph").join(" ")).toContain("Piwi-interacting RNAs are short RNA molecules");
    expect(textOf(doc, "paragraph").join(" ")).toContain("MicroRNAs are short RNA molecules");
  });

  it("is read on the page after a publisher's cover page", () => {
    const cover = [
      "Inferring Cellular Networks Nir Friedman, et al. Science 303, 799 (2004); DOI: 10.1126/science.1094068 The following resources related to this article are available online at www.sciencemag.org",
      "Updated information and services can be found in the online version of this article at: http://www.sciencemag.org/cgi/content/full/303/5659/799",
      "Science (print ISSN 0036-8075; online ISSN 1095-9203) is published weekly. Copyright 2004 by the American Association for the Advancement of Science; all rights reserved.",
      "Downloaded from www.sciencemag.org on May 7, 2008",
    ].join("\n");
    const article = [
      "MATHEMATICS IN BIOLOGY",
      "SPECIAL SECTION",
      "REVIEW",
      "Inferring Cellular Networks Using Probabilistic Graphical Models",
      "Nir Friedman",
      "High-throughput genome-wide molecular assays probe cellular networks from different perspectives.",
    ].join("\n");
    const doc = readDocument({ type: "text", text: `${cover}\n\f${article}` });
    expect(doc.title).toBe("Inferring Cellular Networks Using Probabilistic Graphical Models");
  });
});

describe("a title set in capitals", () => {
  it("reads as title case, keeping the acronyms the text writes in capitals", async () => {
    const { recoverTitleCase: unshout } = await import("./title-case.ts");
    expect(
      unshout(
        "AN IMAGE IS WORTH 16X16 WORDS: TRANSFORMERS FOR IMAGE RECOGNITION AT SCALE",
        "Vision transformers split an image.",
      ),
    ).toBe("An Image Is Worth 16x16 Words: Transformers for Image Recognition at Scale");
    expect(unshout("BERT: PRE-TRAINING OF DEEP TRANSFORMERS", "We introduce BERT, a model.")).toBe(
      "BERT: Pre-training of Deep Transformers",
    );
    expect(unshout("Attention Is All You Need", "...")).toBe("Attention Is All You Need");
    // Small capitals: only the words set in capitals change, and an acronym the text writes so stays.
    expect(unshout("Semi-supervised CLASSIFICATION WITH GRAPH Convolutional NETWORKS", "graph networks")).toBe(
      "Semi-supervised Classification with Graph Convolutional Networks",
    );
    expect(unshout("DNA METHYLATION IN COPD PATIENTS", "DNA is methylated in COPD.")).toBe(
      "DNA Methylation in COPD Patients",
    );
  });
});

describe("an abstract on a working paper's cover", () => {
  it("ends with its page: the next page's text is body, even when its headings are set like the text", async () => {
    const pdf = await PDFDocument.create();
    const serif = await pdf.embedFont(StandardFonts.TimesRoman);
    const bold = await pdf.embedFont(StandardFonts.TimesRomanBold);
    const cover = pdf.addPage([612, 792]);
    cover.drawText("Tipping and the Dynamics of Segregation", { x: 72, y: 700, size: 18, font: bold });
    cover.drawText("ABSTRACT", { x: 72, y: 600, size: 12, font: bold });
    const abstract = [
      "Schelling showed that extreme segregation can arise from social interactions in white",
      "preferences for neighbors. We test for tipping in neighborhoods using regression methods.",
    ];
    abstract.forEach((line, i) => cover.drawText(line, { x: 72, y: 580 - i * 12, size: 10, font: serif }));
    const next = pdf.addPage([612, 792]);
    const body = [
      "Social interaction models have been used to explain segregation, collective action and",
      "crime. The key feature of these models is that preferences depend on other choices.",
      "",
      "II. Theoretical Framework",
      "",
      "We present a simple partial equilibrium model of neighborhood composition with housing.",
    ];
    body.forEach((line, i) => next.drawText(line, { x: 72, y: 700 - i * 12, size: 10, font: serif }));
    const doc = readDocument({ type: "pdf", layout: await extractPdfLayout(await pdf.save()) });
    expect(textOf(doc, "abstract").join(" ")).toMatch(/^Schelling showed .* regression methods\.$/);
    expect(textOf(doc, "abstract").join(" ")).not.toMatch(/Social interaction models|partial equilibrium/);
    expect(doc.content).toContain("Social interaction models have been used");
  });
});

describe("a manuscript with line numbers", () => {
  it("reads its paragraphs as prose: the numbers in the margin are the layout's, not the text's", async () => {
    const pdf = await PDFDocument.create();
    const serif = await pdf.embedFont(StandardFonts.TimesRoman);
    const page = pdf.addPage([612, 792]);
    const lines = [
      "Children all over the world learn language, yet the contexts in which they do so vary",
      "substantially. We compared communicative interactions between parents and their children",
      "during mealtimes in five cultural settings. We found a comparable pattern of communicative",
      "interactions across cultural settings, which were modified in ways that are consistent with",
      "local norms and values. These results suggest that the core of early language input is shared.",
      "Parents everywhere talked to their children about the food and about the people at the table.",
    ];
    lines.forEach((line, i) => {
      page.drawText(String(40 + i), { x: 50, y: 700 - i * 24, size: 6, font: serif });
      page.drawText(line, { x: 72, y: 700 - i * 24, size: 12, font: serif });
    });
    const doc = readDocument({ type: "pdf", layout: await extractPdfLayout(await pdf.save()) });
    expect(doc.content).not.toMatch(/\b4[0-5]\b/);
    expect(textOf(doc, "figure")).toEqual([]);
    expect(textOf(doc, "paragraph").join(" ")).toContain(
      "We found a comparable pattern of communicative interactions across cultural settings, which were modified",
    );
  });
});

describe("an abstract labelled letter by letter beside the keywords", () => {
  it("reads 'a b s t r a c t' as the abstract's label: what follows is the abstract, not more keywords", async () => {
    const pdf = await PDFDocument.create();
    const serif = await pdf.embedFont(StandardFonts.TimesRoman);
    const bold = await pdf.embedFont(StandardFonts.TimesRomanBold);
    const page = pdf.addPage([612, 792]);
    const draw = (text: string, y: number, size = 9, font = serif) => page.drawText(text, { x: 72, y, size, font });
    draw("Forecasting arrivals at an emergency department", 720, 16, bold);
    draw("Keywords:", 660, 9, bold);
    draw("Forecasting models", 648, 7);
    draw("Emergency department", 638, 7);
    draw("a b s t r a c t", 620, 7);
    [
      "The unpredictability of arrivals to the emergency department of a hospital is a great concern of",
      "its management. Data for arrivals in two years, the test period, was studied and forecasting",
      "models based on time series were built and then tested against the real data of a third year.",
    ].forEach((line, i) => draw(line, 604 - i * 11));
    draw("1. Introduction", 540, 10, bold);
    [
      "In all societies, health resources are evaluated according to the value of the services they",
      "provide, and emergency departments are among the most visible of those services.",
    ].forEach((line, i) => draw(line, 522 - i * 12, 10));
    const doc = readDocument({ type: "pdf", layout: await extractPdfLayout(await pdf.save()) });
    expect(textOf(doc, "abstract").join(" ")).toContain("Data for arrivals in two years, the test period, was studied");
    expect(textOf(doc, "keywords").join(" ")).not.toContain("unpredictability");
  });
});

describe("keywords without a colon above the first paragraph", () => {
  it("ends the keyword list with its line: the article that follows is body text", async () => {
    const pdf = await PDFDocument.create();
    const serif = await pdf.embedFont(StandardFonts.TimesRoman);
    const bold = await pdf.embedFont(StandardFonts.TimesRomanBold);
    const page = pdf.addPage([612, 792]);
    const draw = (text: string, y: number, size = 10, font = serif) => page.drawText(text, { x: 72, y, size, font });
    draw("Does Counter-Attitudinal Information Cause Backlash?", 720, 16, bold);
    draw("Abstract", 680, 11, bold);
    [
      "Several theoretical perspectives suggest that when individuals are exposed to counter-attitudinal",
      "evidence, their pre-existing opinions are reinforced, a phenomenon sometimes known as backlash.",
    ].forEach((line, i) => draw(line, 662 - i * 12));
    draw("Keywords public opinion; attitude polarization; motivated reasoning; backfire effect", 626);
    [
      "For several decades, research on public opinion and information processing has presented a",
      "challenge for believers in evidence-based decision making, and its prognosis is dire.",
    ].forEach((line, i) => draw(line, 596 - i * 12));
    [
      "According to this consensus, people work to protect their worldviews via a series of",
      "complementary belief-preserving mechanisms that scholars have studied for decades.",
    ].forEach((line, i) => draw(line, 560 - i * 12));
    const doc = readDocument({ type: "pdf", layout: await extractPdfLayout(await pdf.save()) });
    expect(textOf(doc, "keywords").join(" ")).toContain("attitude polarization");
    expect(textOf(doc, "keywords").join(" ")).not.toContain("decades");
    expect(textOf(doc, "paragraph").join(" ")).toContain("According to this consensus");
    expect(doc.metadata.keywords).toContain("motivated reasoning");
  });
});

describe("an abstract, its keywords and the first heading set in small type", () => {
  it("reads the keyword list and the numbered heading as what they are", async () => {
    const pdf = await PDFDocument.create();
    const serif = await pdf.embedFont(StandardFonts.TimesRoman);
    const page = pdf.addPage([612, 792]);
    const draw = (text: string, y: number, size: number) => page.drawText(text, { x: 72, y, size, font: serif });
    draw("WORMS: IDENTIFYING IMPACTS ON EDUCATION AND HEALTH", 720, 12);
    draw("BY EDWARD MIGUEL AND MICHAEL KREMER", 700, 10);
    [
      "Intestinal helminths infect more than one-quarter of the world's population. Studies in which",
      "medical treatment is randomized at the individual level potentially doubly underestimate the",
      "benefits of treatment, missing externality benefits to the comparison group from reduced disease.",
    ].forEach((line, i) => draw(line, 670 - i * 10, 8.5));
    draw("KEYWORDS: Health, education, Africa, externalities, randomized evaluation, worms.", 630, 8.5);
    draw("1. INTRODUCTION", 600, 8.5);
    [
      "Hookworm, roundworm, whipworm, and schistosomiasis infect one in four people worldwide. They are",
      "particularly prevalent among school-age children in developing countries, and they are treated.",
      "Medical treatment is cheap, safe and effective, and a school can deliver it to every pupil at once.",
      "Every figure of this paper comes from the schools of one district, and the text is set in body type.",
    ].forEach((line, i) => draw(line, 580 - i * 12, 10));
    const doc = readDocument({ type: "pdf", layout: await extractPdfLayout(await pdf.save()) });
    expect(doc.metadata.keywords).toEqual(expect.arrayContaining(["randomized evaluation", "worms"]));
    expect(textOf(doc, "heading")).toContain("1. INTRODUCTION");
  });
});

describe("a table of contents", () => {
  it("is front matter, not text: its headings in capitals are no paragraph", () => {
    const text = [
      "Manual for the monitoring of queen conch",
      "",
      "CONTENTS Page INTRODUCTION 1 PART 1: FISHERY BIOLOGY 4 PART 2: THE FISHERIES MANAGEMENT CYCLE 9",
      "",
      "FISHERY BIOLOGY",
      "",
      "Queen conch live on sea grass beds, and the fishery biology of the species sets what management can do.",
      "",
      "Contents of the stomach were examined for every conch the divers collected in the survey.",
    ].join("\n");
    const doc = readDocument({ type: "text", text });
    expect(textOf(doc, "metadata").join(" ")).toContain("THE FISHERIES MANAGEMENT CYCLE");
    expect(textOf(doc, "paragraph").join(" ")).not.toContain("CONTENTS");
    expect(textOf(doc, "paragraph").join(" ")).toContain("Contents of the stomach were examined");
  });
});

describe("an appendix printed after the references", () => {
  it("ends the references at its heading, even when the heading is set like the entries", async () => {
    const pdf = await PDFDocument.create();
    const serif = await pdf.embedFont(StandardFonts.TimesRoman);
    const bold = await pdf.embedFont(StandardFonts.TimesRomanBold);
    const page = pdf.addPage([612, 792]);
    const draw = (text: string, y: number, size = 10, font = serif) => page.drawText(text, { x: 72, y, size, font });
    draw("Adsorption of gas mixtures in porous crystals", 720, 16, bold);
    draw("1. Introduction", 690, 11, bold);
    draw("Porous crystals adsorb gases, and the adsorbed amount of a mixture follows from pure-component data.", 672);
    draw("The theory of ideal adsorbed solutions predicts it without measuring the mixture itself.", 660);
    draw("References", 630, 11, bold);
    draw("[1] J. Li, J. Sculley, Metal-organic frameworks for separations, Chem. Rev. 112 (2011) 869-932.", 612, 9);
    draw("[2] A. Myers, J. Prausnitz, Thermodynamics of mixed-gas adsorption, AIChE J. 11 (1965) 121-127.", 600, 9);
    draw("Appendix A. Simulation details", 580, 9);
    draw("For the binary component simulations, we utilized 50,000 cycles with 20,000 equilibration cycles.", 562, 10);
    draw(
      "The Monte Carlo moves were translation, insertion and deletion, each chosen with equal probability.",
      550,
      10,
    );
    const doc = readDocument({ type: "pdf", layout: await extractPdfLayout(await pdf.save()) });
    expect(textOf(doc, "reference").join(" ")).not.toMatch(/Appendix|50,000 cycles/);
    expect(textOf(doc, "heading")).toContain("Appendix A. Simulation details");
    expect(textOf(doc, "paragraph").join(" ")).toContain("we utilized 50,000 cycles with 20,000 equilibration cycles");
  });
});

describe("a structured abstract set in small type without an 'Abstract' label", () => {
  it("reads the run of small lines under the authors as the abstract, not as footnotes", async () => {
    const pdf = await PDFDocument.create();
    const serif = await pdf.embedFont(StandardFonts.TimesRoman);
    const bold = await pdf.embedFont(StandardFonts.TimesRomanBold);
    const page = pdf.addPage([612, 792]);
    const draw = (text: string, y: number, size = 10, font = serif) => page.drawText(text, { x: 72, y, size, font });
    draw("Forecasting Emergency Department Visits Using Internet Data", 720, 18, bold);
    draw("Ada Lovelace, MD; Alan Turing, PhD", 696, 10);
    draw("*Corresponding Author. E-mail: ada@example.org.", 682, 8);
    [
      "Study objective: Using Internet data to forecast emergency department visits might enable a model that",
      "reflects behavioral trends and thereby be a valid tool for health care providers to allocate resources.",
      "Methods: In a retrospective, observational study, a model for forecasting the daily number of visits",
      "was derived through regression analysis, using visits to a regional medical Web site in the evening.",
      "Results: The correlation between the number of Web site visits and the visits of the coming day was",
      "significant. The result for the individual hospitals ranged between an error of 5.2% and 13.1%.",
      "Conclusion: Web site visits may be used in this fashion to predict attendance to the department.",
    ].forEach((line, i) => draw(line, 650 - i * 11, 9));
    draw("INTRODUCTION", 560, 11, bold);
    // body type is what most of the paper is set in
    for (let i = 0; i < 16; i++)
      draw(
        i % 2
          ? "mismatch between attendance and staffing may lead to crowding in the department and to delays, and"
          : "predicting the number of emergency department visits within any given timeframe is difficult, as a",
        540 - i * 12,
      );
    const doc = readDocument({ type: "pdf", layout: await extractPdfLayout(await pdf.save()) });
    const abstract = textOf(doc, "abstract").join(" ");
    expect(abstract).toContain("ranged between an error of 5.2% and 13.1%");
    expect(abstract).toMatch(/^Study objective: Using Internet data/);
    expect(textOf(doc, "footnote").join(" ")).not.toMatch(/Web site visits/);
  });
});
