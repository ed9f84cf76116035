import { containsRun, stemmedWords } from "./words.ts";

/** Whether a concept names a must-have item: its stemmed words equal or contain one spelling's as a run. */
export function namesItem(conceptName: string, spellings: readonly string[]): boolean {
  const words = stemmedWords(conceptName);
  return spellings.some((spelling) => containsRun(words, stemmedWords(spelling)));
}

/** The must-have items (by first spelling) that some of the given concept names cover. */
export function mustHaveFound(conceptNames: readonly string[], items: readonly (readonly string[])[]): string[][] {
  return items.filter((spellings) => conceptNames.some((name) => namesItem(name, spellings))).map((s) => [...s]);
}
