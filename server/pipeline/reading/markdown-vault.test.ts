/**
 * Every note of a real public Obsidian vault (the evaluation's development half) read without a broken promise:
 * sound spans, nothing of the front matter in the text, the title the note states.
 */
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readMarkdown } from "./markdown.ts";
import { invariantProblems, wordsWithParts } from "./markdown-test-support.ts";

interface VaultNote {
  fileName: string;
  text: string;
  titles: string[];
  frontMatterKeys: string[];
  frontMatterOnlyTokens: string[];
  hasFrontMatter: boolean;
}

const VAULT = "/work/shared/eval/real/vault-zettelkasten.jsonl";
const notes: VaultNote[] = existsSync(VAULT)
  ? readFileSync(VAULT, "utf8")
      .split("\n")
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as VaultNote)
  : [];

/** The body after the front matter, as written. */
function rawBody(text: string): string {
  const match = /^\uFEFF?---[ \t]*\r?\n[\s\S]*?\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/.exec(text);
  return match ? text.slice(match[0].length) : text;
}

/** Whether the body has a level-1 ATX heading outside fenced code. */
function hasLevelOneHeading(body: string): boolean {
  let fenced = false;
  for (const line of body.split(/\r?\n/)) {
    if (/^ {0,3}(```|~~~)/.test(line)) fenced = !fenced;
    else if (!fenced && /^ {0,3}#(?:[ \t]|$)/.test(line)) return true;
  }
  return false;
}

describe.skipIf(notes.length === 0)("readMarkdown on a real Obsidian vault", () => {
  it("reads all of its notes", () => {
    expect(notes.length).toBeGreaterThan(50);
  });

  it.each(notes.map((n) => [n.fileName, n] as const))("%s keeps every promise", (_name, note) => {
    const doc = readMarkdown(note.text);
    expect(invariantProblems(doc)).toEqual([]);
    if (rawBody(note.text).trim()) expect(doc.content.length).toBeGreaterThan(0);
  });

  it.each(notes.filter((n) => n.hasFrontMatter).map((n) => [n.fileName, n] as const))(
    "%s shows nothing of its front matter",
    (_name, note) => {
      const doc = readMarkdown(note.text);
      const shown = wordsWithParts(doc.content);
      const body = wordsWithParts(rawBody(note.text));
      expect(note.frontMatterOnlyTokens.filter((token) => shown.has(token.toLowerCase()))).toEqual([]);
      expect(
        note.frontMatterKeys.filter((key) => shown.has(key.toLowerCase()) && !body.has(key.toLowerCase())),
      ).toEqual([]);
    },
  );

  it.each(notes.map((n) => [n.fileName, n] as const))("%s has the title it states", (_name, note) => {
    const doc = readMarkdown(note.text);
    const statesTitle = note.frontMatterKeys.includes("title") || hasLevelOneHeading(rawBody(note.text));
    if (statesTitle) expect(note.titles).toContain(doc.title);
    else expect(doc.title).toBeNull();
    // A note with neither a front-matter title nor any "# " heading is named after its file.
    if (!note.frontMatterKeys.includes("title") && !hasLevelOneHeading(rawBody(note.text))) {
      expect(note.titles).toContain(note.fileName.replace(/\.md$/, ""));
    }
  });
});
