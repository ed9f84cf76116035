import type { SetName } from "./types.ts";

/**
 * Which measures each set is scored on (the "Measures" of real/README.md and domains/README.md); split-hyphen,
 * variants and readiness apply to all.
 */
export interface SetMeasures {
  keyphraseF1: boolean;
  junk: boolean;
  mustHave: boolean;
  /** `paper`: the shown title or first heading against the gold title; `note`: the shown title against the gold
   * titles; `first line`: informational, against the first line of the text. */
  title: "paper" | "note" | "first line";
  /** domains/: typographic apostrophes, quotes and dashes in a paper title count as their plain forms. */
  titleTypographyPlain: boolean;
  /** domains/: the document's title (a paper's gold title, a keyphrase text's first line) is context of the junk
   * rules: where the text writes it, it is no table row. */
  titleAsJunkContext: boolean;
  frontMatterLeak: boolean;
  /** domains/: a front-matter word whose Porter stem occurs in the body, the file name or a title is no leak. */
  leakSparesStemsOfTheNote: boolean;
  definitions: boolean;
  /** Papers: the share of the first 20 concepts whose category is "general" (issue 30: below half). */
  generalShare: boolean;
}

const keyphraseText: SetMeasures = {
  keyphraseF1: true,
  junk: true,
  mustHave: false,
  title: "first line",
  titleTypographyPlain: false,
  titleAsJunkContext: false,
  frontMatterLeak: false,
  leakSparesStemsOfTheNote: false,
  definitions: true,
  generalShare: true,
};

const paperPdf: SetMeasures = {
  keyphraseF1: false,
  junk: true,
  mustHave: true,
  title: "paper",
  titleTypographyPlain: false,
  titleAsJunkContext: false,
  frontMatterLeak: false,
  leakSparesStemsOfTheNote: false,
  definitions: true,
  generalShare: true,
};

const note: SetMeasures = {
  keyphraseF1: false,
  junk: false,
  mustHave: false,
  title: "note",
  titleTypographyPlain: false,
  titleAsJunkContext: false,
  frontMatterLeak: true,
  leakSparesStemsOfTheNote: false,
  definitions: false,
  generalShare: false,
};

const keyphraseInDomains: SetMeasures = { ...keyphraseText, titleAsJunkContext: true };

export const measuresBySet: Record<SetName, SetMeasures> = {
  semeval: keyphraseText,
  nus: keyphraseText,
  pdfs: paperPdf,
  vault: note,
  // domains/README.md: the keyphrase texts are measured like real/'s full papers, junk@10 applies to every set (notes
  // with their front-matter keys as context, papers and texts with their title too), and the PDF title and the
  // front-matter leak are read more leniently.
  citeulike: keyphraseInDomains,
  fao: keyphraseInDomains,
  // A news story is no paper: its people, places and events are rightly "general".
  news: { ...keyphraseInDomains, generalShare: false },
  fieldpdfs: { ...paperPdf, titleTypographyPlain: true, titleAsJunkContext: true },
  fieldvault: { ...note, junk: true, leakSparesStemsOfTheNote: true },
};
