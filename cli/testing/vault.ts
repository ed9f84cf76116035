import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";

/** A real one-page PDF with a text layer. */
export async function smallPdf(lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 18, size: 12, font }));
  return doc.save();
}

/** What an Obsidian vault looks like on disk: nested notes with front matter and links, settings, trash, others. */
export async function makeVault(): Promise<{ root: string; files: Record<string, string | Uint8Array> }> {
  const root = await mkdtemp(join(tmpdir(), "mnemo-vault-"));
  const files: Record<string, string | Uint8Array> = {
    "Physics/Entropy.md": [
      "---",
      "title: Entropy and disorder",
      "aliases: [Thermodynamic entropy]",
      "tags: [physics, thermo/second_law]",
      "created: 2024-03-01",
      "---",
      "# Entropy",
      "",
      "Entropy measures the number of microscopic configurations of a system. The [[Second law of thermodynamics|second law]]",
      "says the entropy of an isolated system never decreases. See [[Physics/Heat engine#Efficiency]] and ![[diagram.png]].",
      "%% remember to add Boltzmann %%",
      "",
    ].join("\n"),
    "Physics/Heat engine.md": "A heat engine converts heat into work. The [[Carnot cycle]] bounds its efficiency.\n",
    "Biology/Cells/Photosynthesis.markdown":
      "---\ntags: biology\n---\nPhotosynthesis converts light energy into chemical energy in chloroplasts.\n",
    "Über Entropie.md": "Die Entropie eines abgeschlossenen Systems nimmt nie ab.\n",
    "reading-list.txt": "Gravity bends light near massive stars.\nGeneral relativity predicts gravitational lensing.\n",
    "papers/mitochondria.pdf": await smallPdf(["Mitochondria produce ATP through oxidative phosphorylation."]),
    "Placeholder.md": "---\ntitle: Not written yet\n---\n",
    "diagram.png": new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    ".obsidian/workspace.md": "settings, not a note\n",
    ".obsidian/app.json": "{}",
    ".trash/Deleted note.md": "thrown away\n",
    "node_modules/pkg/README.md": "someone else's readme\n",
  };
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
  return { root, files };
}
