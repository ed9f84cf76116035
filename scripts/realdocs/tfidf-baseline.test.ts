import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseBaselineOutput, runKpTfidf, storedBaselineF1, tfidfBaseline } from "./tfidf-baseline.ts";

const script = join(import.meta.dirname, "..", "..", "..", "shared", "eval", "baselines", "kp-tfidf.mjs");

const story = (id: string, text: string, keyphrases: string[]) =>
  JSON.stringify({ id, fileName: `${id}.txt`, text, keyphrases });
const lines = [
  story("a", "Soil erosion threatens maize yields. Soil erosion control needs terraces.", ["soil erosion", "terraces"]),
  story("b", "Fish farming grows in coastal lagoons. Fish farming feeds towns.", ["fish farming", "lagoons"]),
  story("c", "Rural credit reaches smallholder farmers. Rural credit buys seed.", ["rural credit", "smallholders"]),
  story("d", "Locust swarms destroy wheat. Locust control uses pesticides.", ["locust control"]),
];

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** An eval root with a real/ set without a stored figure and a domains/ set with one. */
function evalRoot(withScript: boolean): string {
  const root = mkdtempSync(join(tmpdir(), "realdocs-baseline-test-"));
  roots.push(root);
  mkdirSync(join(root, "real"));
  mkdirSync(join(root, "domains"));
  if (withScript) {
    mkdirSync(join(root, "baselines"));
    symlinkSync(script, join(root, "baselines", "kp-tfidf.mjs"));
  }
  writeFileSync(join(root, "real", "papers-nus.jsonl"), `${lines.join("\n")}\n`);
  writeFileSync(join(root, "domains", "papers-fao30.jsonl"), `${lines.join("\n")}\n`);
  writeFileSync(
    join(root, "domains", "SOURCES.json"),
    JSON.stringify({ tfidfBaselineF1At10: { "papers-fao30.jsonl": 0.118, "news-kpcrowd.jsonl": 0.131 } }),
  );
  return root;
}

describe("TF-IDF baseline", () => {
  it("reads the script's figure", () => {
    expect(parseBaselineOutput("docs 120 F1@10 0.155\n")).toBe(0.155);
    expect(() => parseBaselineOutput("Error: Cannot find module 'wink-nlp'")).toThrow(/no F1@10/);
  });

  it("takes the stored figure of the whole file, keyed by file name", async () => {
    const root = evalRoot(false);
    expect(storedBaselineF1(root, "fao")).toBe(0.118);
    expect(storedBaselineF1(root, "nus")).toBeNull();
    expect(await tfidfBaseline(root, "fao")).toEqual({ f1: 0.118, source: "stored", documents: 4 });
  });

  it("reports a baseline it cannot compute instead of failing the run", async () => {
    const baseline = await tfidfBaseline(evalRoot(false), "nus");
    expect(baseline).toMatchObject({ f1: null, source: "computed", documents: 4 });
    expect(baseline.error).toBeTruthy();
  });

  it.skipIf(!existsSync(script))(
    "computes it on exactly the records measured when there is no stored figure or a limit",
    async () => {
      const root = evalRoot(true);
      const firstThree = join(root, "first-three.jsonl");
      writeFileSync(firstThree, `${lines.slice(0, 3).join("\n")}\n`);
      const onFirstThree = await runKpTfidf(root, firstThree);
      const onAll = await runKpTfidf(root, join(root, "real", "papers-nus.jsonl"));

      expect(await tfidfBaseline(root, "fao", 3)).toEqual({ f1: onFirstThree, source: "computed", documents: 3 });
      expect(await tfidfBaseline(root, "nus")).toEqual({ f1: onAll, source: "computed", documents: 4 });
      expect(await tfidfBaseline(root, "nus", 10)).toEqual({ f1: onAll, source: "computed", documents: 4 });
    },
  );
});
