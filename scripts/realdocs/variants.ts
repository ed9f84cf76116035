import { containsRun, stemmedWords } from "./words.ts";

/**
 * The names that extend another name of the list having 2+ words (`deep learning X` next to `deep learning`):
 * their stemmed words contain the other's as a contiguous run. Each extending name is reported with one it extends.
 */
export function variantsOf(names: readonly string[]): Array<{ name: string; extends: string }> {
  const words = names.map(stemmedWords);
  const out: Array<{ name: string; extends: string }> = [];
  names.forEach((name, i) => {
    const base = words.findIndex((other, j) => j !== i && other.length >= 2 && other.length < words[i]!.length && containsRun(words[i]!, other));
    if (base >= 0) out.push({ name, extends: names[base]! });
  });
  return out;
}
