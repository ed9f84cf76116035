import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { evaluateSets } from "./evaluate.ts";
import type { Collector } from "./types.ts";

describe("evaluateSets", () => {
  it("takes the baseline after the collector and writes it, with the ratio, to the JSON", async () => {
    const root = mkdtempSync(join(tmpdir(), "realdocs-evaluate-"));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    mkdirSync(join(root, "domains"));
    const stories = ["jobless rate", "interest rates", "oil prices"].map((phrase, i) =>
      JSON.stringify({
        id: `s${i}`,
        fileName: `s${i}.txt`,
        text: `Story ${i}\nThe ${phrase} moved.`,
        keyphrases: [phrase],
      }),
    );
    writeFileSync(join(root, "domains", "news-kpcrowd.jsonl"), `${stories.join("\n")}\n`);

    const calls: string[] = [];
    const collect: Collector = async (set, records) => {
      calls.push(`collect ${set} ${records.length}`);
      return {
        docs: records.map((r) => ({
          recordId: r.id,
          status: "ready",
          error: null,
          title: r.fileName,
          content: r.text,
          concepts: [{ name: r.keyphrases[0]!, definition: null }],
        })),
        ingest: { documents: records.length, seconds: 1, bytes: 1000 },
      };
    };
    const jsonPath = join(root, "figures.json");
    const lines: string[] = [];
    await evaluateSets(collect, {
      evalRoot: root,
      sets: ["news"],
      limit: 2,
      jsonPath,
      log: (line) => lines.push(line),
      baselineOf: async (_root, set, limit) => {
        calls.push(`baseline ${set} ${limit}`);
        return { f1: 0.5, source: "computed", documents: 2 };
      },
    });

    expect(calls).toEqual(["collect news 2", "baseline news 2"]);
    const json = JSON.parse(readFileSync(jsonPath, "utf8")) as {
      sets: Array<{ figures: { baseline: unknown; baselineRatio: number; keyphraseF1: number } }>;
    };
    expect(json.sets[0]!.figures).toMatchObject({
      keyphraseF1: 1,
      baseline: { f1: 0.5, source: "computed", documents: 2 },
      baselineRatio: 2,
    });
    expect(lines.join("\n")).toContain("F1@10                  1.000 (baseline 0.500, ratio 2.00 x)");
    expect(lines.at(-1)).toContain("| news | 2 | 2 ✓ | 1.000 ✓ | 0.500 | 2.00 |");
  });
});
