// A small library for the first-hour browser test: Markdown notes on a dozen subjects (enough concepts for the
// graph's force layout and its opening view, and a bulk import for the timeline) and a two-page PDF with headings.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";

const subjects: ReadonlyArray<[string, string[]]> = [
  ["Photosynthesis", ["chlorophyll", "light reactions", "Calvin cycle", "carbon fixation", "thylakoid membrane"]],
  [
    "Plate tectonics",
    ["continental drift", "subduction zone", "mid-ocean ridge", "mantle convection", "seafloor spreading"],
  ],
  ["Neural networks", ["backpropagation", "gradient descent", "activation function", "hidden layer", "loss function"]],
  ["Thermodynamics", ["entropy", "heat engine", "second law", "free energy", "thermal equilibrium"]],
  ["Immune system", ["antibody", "T cell", "antigen presentation", "innate immunity", "vaccination"]],
  [
    "Supply and demand",
    ["market equilibrium", "price elasticity", "consumer surplus", "marginal cost", "demand curve"],
  ],
  ["Roman Republic", ["Senate", "consul", "plebeian assembly", "Punic Wars", "civil war"]],
  [
    "Quantum mechanics",
    ["wave function", "uncertainty principle", "superposition", "quantum entanglement", "Planck constant"],
  ],
  ["Cell division", ["mitosis", "meiosis", "spindle apparatus", "chromosome condensation", "cell cycle checkpoint"]],
  [
    "Climate change",
    ["greenhouse effect", "carbon dioxide", "ocean acidification", "sea level rise", "climate feedback"],
  ],
  ["Spaced repetition", ["forgetting curve", "active recall", "review interval", "long-term memory", "testing effect"]],
  [
    "Compilers",
    ["lexical analysis", "syntax tree", "register allocation", "intermediate representation", "code generation"],
  ],
];

/** One note: a heading, a definition of the subject, and sentences tying its terms together. */
function note(subject: string, terms: string[]): string {
  const [a = "", b = "", c = "", d = "", e = ""] = terms;
  return [
    `# ${subject}`,
    "",
    `${subject} is a field of study that explains how ${a} and ${b} work together.`,
    `The ${a} depends on the ${b}, and the ${c} builds on the ${a}.`,
    `Researchers measure the ${d} to understand ${subject.toLowerCase()}; the ${e} is its most studied part.`,
    "",
    `## Key ideas`,
    "",
    `- ${a.charAt(0).toUpperCase()}${a.slice(1)} shapes the ${c}.`,
    `- The ${d} limits the ${e}.`,
    `- ${subject} connects the ${b} with the ${e}.`,
    "",
  ].join("\n");
}

/** Writes the notes as Markdown files into `folder` and answers their paths. */
export async function writeSubjectNotes(folder: string): Promise<string[]> {
  const paths: string[] = [];
  for (const [subject, terms] of subjects) {
    const path = join(folder, `${subject.toLowerCase().replace(/\s+/g, "-")}.md`);
    await writeFile(path, note(subject, terms));
    paths.push(path);
  }
  return paths;
}

export const subjectCount = subjects.length;

/** A two-page PDF paper: title, section headings and paragraphs. */
export async function writePaperPdf(path: string): Promise<void> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const pages: Array<Array<[string, "title" | "heading" | "text"]>> = [
    [
      ["Sleep and Memory", "title"],
      ["1 Introduction", "heading"],
      ["Memory consolidation is the process by which the brain stabilises a memory trace after learning.", "text"],
      ["Slow-wave sleep supports memory consolidation, and the hippocampus replays recent experiences.", "text"],
      ["2 Methods", "heading"],
      ["We recorded sleep spindles in forty volunteers after a word-pair learning task.", "text"],
    ],
    [
      ["3 Results", "heading"],
      ["Sleep spindles predicted recall the next morning, and memory consolidation was stronger after naps.", "text"],
      ["Systems consolidation theory holds that memories move from the hippocampus to the neocortex.", "text"],
    ],
  ];
  for (const lines of pages) {
    const page = pdf.addPage([595, 842]);
    let y = 780;
    for (const [line, kind] of lines) {
      const size = kind === "title" ? 20 : kind === "heading" ? 13 : 10.5;
      page.drawText(line, { x: 50, y, size, font: kind === "text" ? regular : bold });
      y -= kind === "text" ? 18 : 30;
    }
  }
  await writeFile(path, await pdf.save());
}
