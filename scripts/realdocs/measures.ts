import type { SetName } from "./types.ts";

/** Which measures each set is scored on (README "Measures"); split-hyphen, variants and readiness apply to all. */
export interface SetMeasures {
  keyphraseF1: boolean;
  junk: boolean;
  mustHave: boolean;
  /** `paper`: the shown title or first heading against the gold title; `note`: the shown title against the gold
   * titles; `first line`: informational, against the first line of the text. */
  title: "paper" | "note" | "first line";
  frontMatterLeak: boolean;
  definitions: boolean;
}

const fullPaper: SetMeasures = {
  keyphraseF1: true,
  junk: true,
  mustHave: false,
  title: "first line",
  frontMatterLeak: false,
  definitions: true,
};

export const measuresBySet: Record<SetName, SetMeasures> = {
  semeval: fullPaper,
  nus: fullPaper,
  pdfs: { keyphraseF1: false, junk: true, mustHave: true, title: "paper", frontMatterLeak: false, definitions: true },
  vault: { keyphraseF1: false, junk: false, mustHave: false, title: "note", frontMatterLeak: true, definitions: false },
};
