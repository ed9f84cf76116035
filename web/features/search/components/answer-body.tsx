import { Link } from "wouter";
import type { AnswerDocument, AnswerSentence } from "@contract/answers.ts";
import { passageLink } from "@web/features/documents/link-highlight.ts";
import { TextWithMath } from "@web/lib/math/math-text.tsx";
import { flatQuote, numberSources } from "../answer-sources.ts";

/**
 * The answer's sentences, each followed by the numbers of the passages it cites, and the list of those passages
 * with their quotes. Every number and source opens the document scrolled to the quoted words, marked. All of it is
 * the user's text, rendered as text, its mathematics typeset by KaTeX.
 */
export function AnswerBody({
  sentences,
  documents,
}: {
  sentences: readonly AnswerSentence[];
  documents: readonly AnswerDocument[];
}) {
  const { sentences: numbered, sources } = numberSources(sentences, documents);
  // A quote that is the sentence itself (an answer quoted from the documents) is not repeated under the sources.
  const said = new Set(sentences.map((s) => flatQuote(s.text)));
  const hrefOf = (number: number) => {
    const { citation } = sources[number - 1]!;
    return passageLink(citation.documentId, citation);
  };
  return (
    <div className="grid gap-4">
      <p className="text-base leading-relaxed text-foreground" data-testid="answer-text">
        {numbered.map((sentence, i) => (
          <span key={i} data-testid="answer-sentence">
            {i > 0 ? " " : null}
            <TextWithMath text={sentence.text} />
            {sentence.sources.map((number) => (
              <Link
                key={number}
                href={hrefOf(number)}
                className="ml-0.5 inline-flex -translate-y-1 items-center rounded px-1 text-xs font-semibold text-primary tabular-nums hover:bg-primary/10 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                aria-label={`Source ${number}: ${sources[number - 1]!.title}`}
                data-testid="answer-citation"
              >
                [{number}]
              </Link>
            ))}
          </span>
        ))}
      </p>
      <ol className="grid gap-2 border-t pt-3" aria-label="Sources">
        {sources.map((source) => (
          <li key={source.number} className="flex gap-2 text-sm" data-testid="answer-source">
            <span className="w-5 shrink-0 text-right font-semibold text-muted-foreground tabular-nums">
              {source.number}.
            </span>
            <div className="min-w-0">
              <Link href={hrefOf(source.number)} className="font-medium break-words underline-offset-2 hover:underline">
                {source.title}
              </Link>
              {source.citation.section ? (
                <span className="text-muted-foreground"> · {source.citation.section}</span>
              ) : null}
              {source.citation.page !== null ? (
                <span className="text-muted-foreground"> · page {source.citation.page}</span>
              ) : null}
              {said.has(flatQuote(source.citation.quote)) ? null : (
                <blockquote className="mt-0.5 line-clamp-3 border-l-2 border-amber-300 pl-2 break-words text-muted-foreground dark:border-amber-400/50">
                  <TextWithMath text={flatQuote(source.citation.quote)} />
                </blockquote>
              )}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
