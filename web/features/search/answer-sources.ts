import type { AnswerCitation, AnswerDocument, AnswerSentence } from "@contract/answers.ts";

/** One numbered source of an answer: a cited passage, shown once however many sentences cite it. */
/** A quote as a reader sees it: the document's line breaks and runs of spaces become one space. */
export const flatQuote = (text: string) => text.replace(/\s+/g, " ").trim();

export interface AnswerSource {
  number: number;
  citation: AnswerCitation;
  title: string;
}

export interface NumberedSentence {
  text: string;
  sources: number[];
}

/** The sentences with the numbers of the sources they cite, and the sources in order of first citation. */
export function numberSources(
  sentences: readonly AnswerSentence[],
  documents: readonly AnswerDocument[],
): { sentences: NumberedSentence[]; sources: AnswerSource[] } {
  const sources: AnswerSource[] = [];
  const numbered = sentences.map((sentence) => ({
    text: sentence.text,
    sources: sentence.citations.map((citation) => {
      const seen = sources.find(
        (s) =>
          s.citation.documentId === citation.documentId &&
          s.citation.charStart === citation.charStart &&
          s.citation.charEnd === citation.charEnd,
      );
      if (seen) return seen.number;
      const title = documents.find((d) => d.id === citation.documentId)?.title ?? "Document";
      sources.push({ number: sources.length + 1, citation, title });
      return sources.length;
    }),
  }));
  return { sentences: numbered, sources };
}
