import {
  answerLimits,
  type AnswerDisagreement,
  type AnswerResponse,
  type DisagreementSide,
} from "../../../contract/answers.ts";
import type { Contradiction } from "../../../contract/contradictions.ts";
import type { Db } from "../../db/client.ts";
import { listContradictions } from "../contradictions/queries.ts";

type Source = Contradiction["source1"];

const side = (source: Source, statement: string): DisagreementSide => ({
  documentId: source.documentId,
  documentTitle: source.documentTitle,
  quote: statement,
  charStart: source.charStart,
  charEnd: source.charEnd,
  page: source.page,
});

/**
 * The answer with the unresolved contradictions its cited passages are part of: a cited span that overlaps one
 * statement of a contradiction brings the other statement along, so the reader sees both sides and where each
 * stands instead of one side quoted silently (issue 31). Dismissed and resolved pairs are the user's decision and
 * stay out.
 */
export async function withDisagreements(db: Db, userId: string, response: AnswerResponse): Promise<AnswerResponse> {
  const citations = response.sentences.flatMap((sentence) => sentence.citations);
  if (citations.length === 0) return response;
  const open = await listContradictions(db, userId, {
    status: "unresolved",
    documentIds: [...new Set(citations.map((c) => c.documentId))],
  });
  const disagreements: AnswerDisagreement[] = [];
  for (const citation of citations) {
    const overlaps = (source: Source) =>
      source.documentId === citation.documentId &&
      source.charStart < citation.charEnd &&
      citation.charStart < source.charEnd;
    for (const c of open) {
      if (disagreements.length >= answerLimits.disagreements) break;
      if (disagreements.some((d) => d.contradictionId === c.id)) continue;
      const sides: AnswerDisagreement["sides"] | null = overlaps(c.source1)
        ? [side(c.source1, c.statement1), side(c.source2, c.statement2)]
        : overlaps(c.source2)
          ? [side(c.source2, c.statement2), side(c.source1, c.statement1)]
          : null;
      if (sides) disagreements.push({ contradictionId: c.id, reason: c.reason, sides });
    }
  }
  return disagreements.length ? { ...response, disagreements } : response;
}
