// A two-page research paper as a PDF (pdf-lib, so every run has it): a title, an author line, an abstract and a
// results page, set the way journals set them. The results page holds the claim a reading note will misstate.
import { writeFile } from "node:fs/promises";
import { PDFDocument, StandardFonts } from "pdf-lib";

export const paperClaim =
  "By analysing 222 isolates of Neisseria meningitidis, we show that two highly polymorphic epitopes of the outer membrane protein PorA exist in nonoverlapping combinations.";

type Line = [string, "title" | "authors" | "heading" | "text"];

const pages: Line[][] = [
  [
    ["Immune selection and the population structure of Neisseria meningitidis", "title"],
    ["Sunetra Gupta, Martin C. J. Maiden, Ian M. Feavers and Roy M. Anderson", "authors"],
    ["Abstract", "heading"],
    ["Pathogen populations are shaped by the immune responses of their hosts. Strong immune selection can", "text"],
    ["organise the antigenic variants of a pathogen into sets that do not overlap, even when genetic exchange", "text"],
    ["between strains is frequent. We test this prediction on the meningococcus, a bacterium that causes", "text"],
    ["meningitis and septicaemia in children and young adults across the world.", "text"],
    ["1 Introduction", "heading"],
    ["Antigenic diversity lets a pathogen escape the immunity that earlier infections leave behind. Theory", "text"],
    ["predicts that dominant polymorphic determinants will be in linkage disequilibrium, despite frequent", "text"],
    ["genetic exchange, when immune selection is strong enough to structure the population.", "text"],
  ],
  [
    ["2 Results", "heading"],
    [
      "By analysing 222 isolates of Neisseria meningitidis, we show that two highly polymorphic epitopes of the",
      "text",
    ],
    ["outer membrane protein PorA exist in nonoverlapping combinations. The same structure was seen in", "text"],
    ["isolates collected over two decades and on three continents.", "text"],
    ["3 Discussion", "heading"],
    ["Vaccines that target the dominant epitopes of PorA may therefore cover most circulating strains.", "text"],
  ],
];

export async function writePaperPdf(path: string): Promise<void> {
  const pdf = await PDFDocument.create();
  pdf.setTitle("Immune selection and the population structure of Neisseria meningitidis");
  const regular = await pdf.embedFont(StandardFonts.TimesRoman);
  const bold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  for (const lines of pages) {
    const page = pdf.addPage([595, 842]);
    let y = 770;
    for (const [line, kind] of lines) {
      const size = kind === "title" ? 17 : kind === "authors" ? 12 : kind === "heading" ? 12 : 10.5;
      const font = kind === "title" || kind === "heading" ? bold : regular;
      page.drawText(line, { x: 60, y, size, font });
      y -= kind === "text" ? 15 : kind === "title" ? 30 : 24;
    }
  }
  await writeFile(path, await pdf.save());
}
