import { stemmedWords } from "./words.ts";

/**
 * The names that extend another name of the list having 2+ words (`deep learning X` next to `deep learning`):
 * their stemmed words start with the other's (the README's figures for the landed code follow this reading; a
 * modifier in front, "recurrent neural network" after "neural network", names a kind, not a variant). Each
 * extending name is reported with one it extends.
 */
export function variantsOf(names: readonly string[]): Array<{ name: string; extends: string }> {
  const words = names.map(stemmedWords);
  const out: Array<{ name: string; extends: string }> = [];
  names.forEach((name, i) => {
    const base = words.findIndex(
      (other, j) =>
        j !== i && other.length >= 2 && other.length < words[i]!.length && other.every((w, k) => words[i]![k] === w),
    );
    if (base >= 0) out.push({ name, extends: names[base]! });
  });
  return out;
}
