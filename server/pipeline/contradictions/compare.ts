/**
 * The local judge: two claims contradict when they say the same thing of the same subject except for a value that
 * cannot hold together with the other's. The test, in order:
 *
 * 1. Same subject. A frame ("In the YOLO paper, ...", "PlaNet: ...") or a named subject must name the other
 *    claim's work; claims that speak of "their" work, fragments ("trains on ...") and figures are bound to the
 *    work of their document or section, so they only meet claims about the same work (referents.ts).
 * 2. Same attribute. The claims are aligned word by word (align.ts); everything outside the differing value must
 *    match, allowing shorthand ("imgs", "w/", "FC"), synonymous verbs ("achieves" / "reaches"), interchangeable
 *    heads ("approach" / "method"), hedges and a few words of extra context. A word of one claim standing where
 *    the other has a different word ("Egr2" / "Egr3", "prostate" / "pancreatic") means they speak of different
 *    things: no contradiction.
 * 3. Incompatible values (kinds.ts): different figures for the same quantity beyond rounding, a different count,
 *    a negation of the same predicate, opposite words, the two sides of a comparison swapped, "only X" against
 *    "X and Y". A negation and an opposite word in the same place cancel ("does not increase" / "reduces").
 *
 * Paraphrases with the same values and claims about different things never pass. Confidence grows with how much
 * of the two claims is aligned and how explicitly the subject is shared; severity follows kind and confidence.
 */
import { align } from "./align.ts";
import { isSubstantive, type ClaimText, type ClaimToken } from "./claim-text.ts";
import { quantityClash, usageClash } from "./clashes.ts";
import { crossHunk, readHunk, scopeConflict, type Finding } from "./hunks.ts";
import { swappedSides } from "./swaps.ts";
import { contradictionKinds, type ContradictionKind } from "./kinds.ts";
import { namesMeet, sameName } from "./referents.ts";

export { contradictionKinds, type ContradictionKind };
export type Severity = "high" | "medium" | "low";

export interface ClaimForComparison {
  claim: ClaimText;
  /** Specific headings above the claim, nearest first. */
  headings: readonly string[];
  /** The names of the claim's document (title, short title, stated title, aliases). */
  documentNames: readonly string[];
}

export interface Verdict {
  kind: ContradictionKind;
  /** Plain-language reason shown on the card. */
  reason: string;
  confidence: number;
  severity: Severity;
  /** Share of the two claims' words that align (0..1). */
  alignment: number;
  /** How cleanly the two claims align (alignment, less what else differs), for choosing among candidates. */
  score: number;
}

/** Aligned words the two claims must share (exactly) besides the value they differ on. */
const MIN_SHARED = 3;
/** Share of each claim that must be aligned (matched or paired), frame aside. */
const MIN_COVERAGE = 0.6;

/** Where the claim proper starts once a frame naming the other claim's work is set aside. */
function frameUse(
  x: ClaimForComparison,
  y: ClaimForComparison,
): { from: number; names: string[] } | "other-work" | null {
  const frame = x.claim.frame;
  if (!frame) return null;
  const yNames = [...y.headings, ...y.documentNames, ...(y.claim.subjectName ? [y.claim.subjectName] : [])];
  if (namesMeet([frame.name], yNames) || (y.claim.frame && namesMeet([frame.name], [y.claim.frame.name])))
    return { from: frame.end, names: [frame.name] };
  // A note's "Heading: ..." bullet repeats the heading it sits under: the frame is the claim's own section.
  if (!frame.explicit && namesMeet([frame.name], x.headings.slice(0, 1)))
    return { from: frame.end, names: [frame.name] };
  return frame.explicit ? "other-work" : null;
}

/**
 * The names a claim has for what it speaks of: its frame (then nothing else), or its named subject, the headings
 * above it and its document's names. Headings are weak: "Rough notes" above two notes on different papers does not
 * make them speak of one work, so a heading counts only against the other claim's strong names.
 */
function referents(x: ClaimForComparison, frame: { names: string[] } | null): { strong: string[]; weak: string[] } {
  const own = x.claim.subjectName ? [x.claim.subjectName] : [];
  return frame
    ? { strong: [...frame.names, ...own], weak: [] }
    : { strong: [...own, ...x.documentNames], weak: [...x.headings] };
}

function sameWork(x: ReturnType<typeof referents>, y: ReturnType<typeof referents>): boolean {
  return namesMeet(x.strong, [...y.strong, ...y.weak]) || namesMeet(x.weak, y.strong);
}

const KIND_CONFIDENCE: Record<ContradictionKind, number> = {
  negation: 0.9,
  figure: 0.9,
  count: 0.9,
  comparison: 0.9,
  antonym: 0.8,
  exclusive: 0.75,
};

export function reasonFor(finding: Finding): string {
  switch (finding.kind) {
    case "figure":
      return `Different figures for the same quantity: ${finding.a} in one, ${finding.b} in the other.`;
    case "count":
      return `Different counts of the same thing: ${finding.a} in one, ${finding.b} in the other.`;
    case "negation":
      return "One statement denies what the other asserts about the same subject.";
    case "antonym":
      return `Opposite claims about the same subject: "${finding.a}" in one, "${finding.b}" in the other.`;
    case "comparison":
      return `The comparison is reversed: ${finding.a} and ${finding.b} trade places.`;
    case "exclusive":
      return `One says "${finding.a}" where the other says "${finding.b}".`;
  }
}

/** High for a direct clash of figures, counts, negation or comparison; opposite words and exclusive scopes read less sharply. */
export function severityOf(kind: ContradictionKind, confidence: number): Severity {
  if (confidence >= 0.75) return kind === "antonym" || kind === "exclusive" ? "medium" : "high";
  return confidence >= 0.55 ? "medium" : "low";
}

/** Whether claims `x` and `y` contradict each other, and how (null: they do not, or the judge cannot tell). */
export function compareClaims(x: ClaimForComparison, y: ClaimForComparison): Verdict | null {
  const whole = compareStatements(x, y);
  if (whole || (x.claim.clauses.length === 0 && y.claim.clauses.length === 0)) return whole;
  // a sentence of several statements joined by semicolons: each may be what the other claim restates
  for (const clauseX of [x.claim, ...x.claim.clauses]) {
    for (const clauseY of [y.claim, ...y.claim.clauses]) {
      if (clauseX === x.claim && clauseY === y.claim) continue;
      const verdict = compareStatements({ ...x, claim: clauseX }, { ...y, claim: clauseY });
      if (verdict) return verdict;
    }
  }
  return null;
}

function compareStatements(x: ClaimForComparison, y: ClaimForComparison): Verdict | null {
  const frameX = frameUse(x, y);
  const frameY = frameUse(y, x);
  if (frameX === "other-work" || frameY === "other-work") return null;
  return alignedVerdict(x, y, frameX, frameY) ?? clashVerdict(x, y, frameX, frameY);
}

/** The clashes word alignment misses (clashes.ts): a figure of the same named thing, or a use denied. */
function clashVerdict(x: ClaimForComparison, y: ClaimForComparison, frameX: Frame, frameY: Frame): Verdict | null {
  const quantity = quantityClash(x.claim, y.claim);
  if (quantity) {
    const finding: Finding = { kind: "figure", a: quantity.a, b: quantity.b };
    return {
      kind: "figure",
      reason: reasonFor(finding),
      confidence: 0.75,
      severity: severityOf("figure", 0.75),
      alignment: 0.5,
      score: 0.5,
    };
  }
  const usage = usageClash(x.claim, y.claim);
  // the same work, or the thing one claim is about named in the other ("The Transformer uses ..." / "... the Transformer, ... dispensing with ...")
  const named = (a: ClaimForComparison, b: ClaimForComparison) =>
    !!a.claim.subjectName && b.claim.tokens.some((t) => t.role === "content" && sameName(a.claim.subjectName!, t.text));
  if (usage && (sameWork(referents(x, frameX), referents(y, frameY)) || named(x, y) || named(y, x))) {
    return {
      kind: "negation",
      reason: `One statement says it uses ${usage.object}, the other that it does without.`,
      confidence: 0.7,
      severity: severityOf("negation", 0.7),
      alignment: 0.5,
      score: 0.5,
    };
  }
  return null;
}

type Frame = { from: number; names: string[] } | null;

/** Whether a token stands inside round brackets of its claim's text; a sentence in brackets is no aside of itself. */
function inBrackets(text: string, token: ClaimToken): boolean {
  let depth = 0;
  const from = /^\s*\(/.exec(text)?.[0].length ?? 0;
  for (let i = from; i < token.start; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")" && depth > 0) depth--;
  }
  return depth > 0;
}

function alignedVerdict(x: ClaimForComparison, y: ClaimForComparison, frameX: Frame, frameY: Frame): Verdict | null {
  const tokensX = x.claim.tokens.filter((t) => !frameX || t.start >= frameX.from);
  const tokensY = y.claim.tokens.filter((t) => !frameY || t.start >= frameY.from);
  const sizeX = tokensX.filter(isSubstantive).length;
  const sizeY = tokensY.filter(isSubstantive).length;
  if (sizeX < MIN_SHARED || sizeY < MIN_SHARED) return null;

  const keysY = new Set(tokensY.map((t) => t.key));
  if (tokensX.filter((t) => isSubstantive(t) && keysY.has(t.key)).length < MIN_SHARED) return null;
  const alignment = align(tokensX, tokensY);
  const swap = swappedSides(tokensX, tokensY, x.claim.text, y.claim.text, alignment);
  // two sides in each other's place align only once they are put back ("renters ... than owners")
  const shared = swap?.shared ?? alignment.matched.filter(([t]) => isSubstantive(t)).length;
  if (shared < MIN_SHARED) return null;
  const findings: Finding[] = [];
  let reversed = false;
  const extraX: ClaimToken[] = [];
  const extraY: ClaimToken[] = [];
  if (swap) {
    findings.push(swap.finding);
    extraX.push(...swap.extraA);
    extraY.push(...swap.extraB);
  } else {
    const scope = scopeConflict(alignment.hunks);
    if (scope) {
      findings.push(scope.finding);
      extraX.push(...scope.extraA);
      extraY.push(...scope.extraB);
    }
    for (const hunk of alignment.hunks) {
      if (scope?.hunks.has(hunk)) continue;
      const reading = readHunk(hunk);
      if (reading.substituted) return null;
      // "does not increase" / "reduces": a negation and an opposite word in one place say the same thing
      if (reading.flips % 2 === 1) reversed = true;
      findings.push(
        ...reading.findings.filter((f) => reading.flips % 2 === 1 || (f.kind !== "negation" && f.kind !== "antonym")),
      );
      extraX.push(...reading.extraA);
      extraY.push(...reading.extraB);
    }
    const moved = crossHunk(extraX, extraY);
    if (moved.opposite) {
      findings.push(moved.opposite);
      reversed = true;
    }
  }
  if (findings.length === 0) return null;
  const valueChange = findings.some(
    (f) => f.kind === "figure" || f.kind === "count" || f.kind === "comparison" || f.kind === "exclusive",
  );
  if (!valueChange && !reversed) return null;

  // Words of an aside in brackets on one side only ("(defined by total career fights or PIM/GP)") add detail to the
  // claim, not another claim.
  const extraContentX = extraX.filter((t) => isSubstantive(t) && !inBrackets(x.claim.text, t)).length;
  const extraContentY = extraY.filter((t) => isSubstantive(t) && !inBrackets(y.claim.text, t)).length;
  const coverage = Math.min(1 - extraContentX / sizeX, 1 - extraContentY / sizeY);
  const extra = extraContentX + extraContentY;
  // an exchange that puts the claims back word for word is strong evidence of one claim: it may carry more around it
  const allowedExtra = swap ? Math.max(2, shared * 0.5) : Math.max(2, shared * 0.25);
  if (coverage < MIN_COVERAGE || extra > allowedExtra) return null;

  const primary =
    findings.find((f) => f.kind === "figure" || f.kind === "count" || f.kind === "comparison") ??
    findings.find((f) => f.kind === "negation") ??
    findings[0]!;
  // Figures, and claims about "their" work, must be about the same work (see the module comment).
  const figures = findings.some((f) => f.kind === "figure" || f.kind === "count");
  const bound = figures || x.claim.deictic || y.claim.deictic || !!frameX || !!frameY;
  let explicitSubject = !!frameX || !!frameY;
  if (bound) {
    if (!sameWork(referents(x, frameX), referents(y, frameY))) return null;
    explicitSubject ||= !!(x.claim.subjectName && y.claim.subjectName);
  }
  let confidence =
    KIND_CONFIDENCE[primary.kind] * (0.55 + 0.45 * coverage) - 0.04 * extra + (explicitSubject ? 0.05 : 0);
  if (findings.length > 2) confidence -= 0.1;
  confidence = Math.round(Math.max(0.05, Math.min(0.99, confidence)) * 100) / 100;
  return {
    kind: primary.kind,
    reason: reasonFor(primary),
    confidence,
    severity: severityOf(primary.kind, confidence),
    alignment: Math.round(coverage * 100) / 100,
    score: coverage - 0.1 * (findings.length - 1) - 0.05 * extra,
  };
}

/**
 * Whether two claims are aligned enough for an AI provider to be asked about them: the same work (when either is
 * bound to one) and at least three aligned words covering `minCoverage` of each, whatever they differ on. Returns
 * the coverage, or null for pairs that are not about the same thing (those are never sent).
 */
export function alignedCandidate(x: ClaimForComparison, y: ClaimForComparison, minCoverage = 0.4): number | null {
  const frameX = frameUse(x, y);
  const frameY = frameUse(y, x);
  if (frameX === "other-work" || frameY === "other-work") return null;
  const tokensX = x.claim.tokens.filter((t) => isSubstantive(t) && (!frameX || t.start >= frameX.from));
  const tokensY = y.claim.tokens.filter((t) => isSubstantive(t) && (!frameY || t.start >= frameY.from));
  if (tokensX.length < MIN_SHARED || tokensY.length < MIN_SHARED) return null;
  const shared = align(tokensX, tokensY).matched.length;
  const coverage = Math.min(shared / tokensX.length, shared / tokensY.length);
  if (shared < MIN_SHARED || coverage < minCoverage) return null;
  const bound =
    x.claim.deictic ||
    y.claim.deictic ||
    !!frameX ||
    !!frameY ||
    tokensX.some((t) => t.role === "figure") ||
    tokensY.some((t) => t.role === "figure");
  if (bound && !sameWork(referents(x, frameX), referents(y, frameY))) return null;
  return Math.round(coverage * 100) / 100;
}

/** The words a claim is found by (dictionary forms and figures; the parts of "BERT-base" too), for the candidate index. */
export function claimTerms(claim: ClaimText): string[] {
  const keys = claim.tokens
    .filter(isSubstantive)
    .flatMap((t) => (t.role === "content" && t.key.includes("-") ? [t.key, ...t.key.split("-")] : [t.key]));
  return [...new Set(keys.filter((k) => k.length >= 2))];
}
