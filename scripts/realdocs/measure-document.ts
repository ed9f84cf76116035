import type { GroundingIndex } from "./grounding.ts";
import { brokenJunkRules, hasSplitHyphen, type JunkContext, type JunkRuleName } from "./junk-rules.ts";
import { keyphraseScore, type KeyphraseScore } from "./keyphrase-f1.ts";
import { leaksFrontMatter, stemsOutsideFrontMatter } from "./front-matter-leak.ts";
import type { SetMeasures } from "./measures.ts";
import { mustHaveFound, namesItem } from "./must-have.ts";
import { textBeforeReferences, withoutTitle } from "./table-header.ts";
import { firstLine, plainTypography, sameTitle, showsTitle } from "./titles.ts";
import type { DocResult, RealRecord } from "./types.ts";
import { variantsOf } from "./variants.ts";
import { conceptList } from "./words.ts";

/** One of the first 20 concepts with everything the measures say about it (for the dump). */
export interface ConceptVerdict {
  name: string;
  /** The category the extractor gave (absent when the collector did not read it). */
  category?: string;
  definition: string | null;
  junk: JunkRuleName[];
  /** Null when the concept has no definition or definitions are not measured on the set. */
  grounded: boolean | null;
  keyphraseHit: boolean;
  mustHave: boolean;
  /** The shorter name of the list this one extends. */
  extends: string | null;
}

export interface DocFigures {
  recordId: string;
  status: string;
  error: string | null;
  title: string;
  conceptCount: number;
  keyphrases: KeyphraseScore | null;
  /** Junk rules counted over the first 10 concepts (null: not measured on this set). */
  junkTop10: { considered: number; junk: number } | null;
  splitHyphenNames: string[];
  /** `ranks`: each must-have item's place in the whole concept list (1-based), null when no concept names it. */
  mustHave: { items: number; found: string[][]; ranks: Array<number | null> } | null;
  titleMatch: boolean;
  frontMatterLeaks: string[] | null;
  definitions: { considered: number; defined: number; grounded: number } | null;
  variants: { considered: number; extending: number };
  /** How many of the first 20 concepts are "general" (null: not measured on this set). */
  generalAt20: { considered: number; general: number } | null;
  /** Of the first 20 concepts, how many have a relationship with evidence in this document. */
  relatedAt20: { considered: number; related: number } | null;
  top20: ConceptVerdict[];
}

export function measureDocument(
  record: RealRecord,
  doc: DocResult,
  measures: SetMeasures,
  grounding: GroundingIndex | null,
): DocFigures {
  const concepts = conceptList(doc.concepts);
  const names = concepts.map((c) => c.name);
  const top20 = concepts.slice(0, 20);
  const titleContext = measures.titleAsJunkContext ? (record.title ?? firstLine(record.text)) : null;
  const beforeReferences = textBeforeReferences(record.text);
  const context: JunkContext = {
    authors: record.authors,
    frontMatterKeys: record.frontMatterKeys,
    textBeforeReferences: titleContext ? withoutTitle(beforeReferences, titleContext) : beforeReferences,
  };

  const keyphrases = measures.keyphraseF1 ? keyphraseScore(names, record.keyphrases) : null;
  const hitSet = new Set(keyphrases?.hits ?? []);
  const variantPairs = variantsOf(top20.map((c) => c.name));
  const extendsOf = new Map(variantPairs.map((v) => [v.name, v.extends]));

  const verdicts: ConceptVerdict[] = top20.map((c, rank) => ({
    name: c.name,
    ...(c.category ? { category: c.category } : {}),
    definition: c.definition?.trim() ? c.definition : null,
    junk: brokenJunkRules(c.name, context),
    grounded: measures.definitions && grounding && c.definition?.trim() ? grounding.isGrounded(c.definition) : null,
    keyphraseHit: rank < 10 && hitSet.has(c.name),
    mustHave: record.mustHave.some((item) => namesItem(c.name, item)),
    extends: extendsOf.get(c.name) ?? null,
  }));

  const top10 = verdicts.slice(0, 10);
  const sparedStems = measures.leakSparesStemsOfTheNote ? stemsOutsideFrontMatter(record) : undefined;
  const asCompared = (text: string) => (measures.titleTypographyPlain ? plainTypography(text) : text);
  const titleMatch =
    measures.title === "paper"
      ? record.title !== null &&
        showsTitle({ title: asCompared(doc.title), content: asCompared(doc.content) }, asCompared(record.title))
      : measures.title === "note"
        ? record.titles.some((t) => sameTitle(doc.title, t))
        : showsTitle(doc, firstLine(record.text));

  return {
    recordId: record.id,
    status: doc.status,
    error: doc.error,
    title: doc.title,
    conceptCount: concepts.length,
    keyphrases,
    junkTop10: measures.junk ? { considered: top10.length, junk: top10.filter((v) => v.junk.length > 0).length } : null,
    splitHyphenNames: names.filter((n) => hasSplitHyphen(n, context)),
    mustHave: measures.mustHave
      ? {
          items: record.mustHave.length,
          found: mustHaveFound(
            top20.map((c) => c.name),
            record.mustHave,
          ),
          ranks: record.mustHave.map((item) => {
            const at = names.findIndex((name) => namesItem(name, item));
            return at < 0 ? null : at + 1;
          }),
        }
      : null,
    titleMatch,
    frontMatterLeaks: measures.frontMatterLeak ? names.filter((n) => leaksFrontMatter(n, record, sparedStems)) : null,
    definitions: measures.definitions
      ? {
          considered: verdicts.length,
          defined: verdicts.filter((v) => v.definition).length,
          grounded: verdicts.filter((v) => v.grounded).length,
        }
      : null,
    variants: { considered: verdicts.length, extending: variantPairs.length },
    relatedAt20:
      top20.length > 0 && top20.some((c) => c.related !== undefined)
        ? { considered: top20.length, related: top20.filter((c) => c.related).length }
        : null,
    generalAt20:
      measures.generalShare && top20.length > 0
        ? { considered: top20.length, general: top20.filter((c) => c.category === "general").length }
        : null,
    top20: verdicts,
  };
}
