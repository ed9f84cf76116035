import type {
  AnswerCitation,
  AnswerDocument,
  AnswerMode,
  AnswerResponse,
  AnswerSentence,
} from "../../../contract/answers.ts";

/** A sentence of an answer before it is presented: its text and the document spans it cites. */
export interface CitedSentence {
  text: string;
  citations: AnswerCitation[];
}

export interface DocumentInfo {
  id: string;
  title: string;
  type: string;
}

/** Whitespace as a reader sees it: line breaks and runs of spaces of the document's text become one space. */
export const readable = (text: string) => text.replace(/\s+/g, " ").trim();

/** The answer as the API returns it; no sentences is the abstention ("Not found in your documents"). */
export function presentAnswer(
  sentences: readonly CitedSentence[],
  documents: ReadonlyMap<string, DocumentInfo>,
  mode: AnswerMode,
  notice: string | null,
): AnswerResponse {
  const shown: AnswerSentence[] = sentences
    .filter((s) => s.text.trim() && s.citations.length > 0)
    .map((s) => ({ text: s.text, citations: s.citations }));
  const cited: AnswerDocument[] = [];
  for (const citation of shown.flatMap((s) => s.citations)) {
    const doc = documents.get(citation.documentId);
    if (doc && !cited.some((d) => d.id === doc.id))
      cited.push({ id: doc.id, title: doc.title, documentType: doc.type });
  }
  return {
    answer: shown.length ? shown.map((s) => s.text).join(" ") : null,
    sentences: shown,
    documents: cited,
    mode,
    notice,
    disagreements: [],
  };
}
