import { Scale } from "lucide-react";
import { Link } from "wouter";
import type { AnswerDisagreement, DisagreementSide } from "@contract/answers.ts";
import { passageLink } from "@web/features/documents/link-highlight.ts";
import { TextWithMath } from "@web/lib/math/math-text.tsx";
import { routes } from "@web/lib/routes.ts";
import { flatQuote } from "../answer-sources.ts";

function Side({ side, label }: { side: DisagreementSide; label: string }) {
  return (
    <div className="grid min-w-0 gap-1" data-testid="disagreement-side">
      <p className="text-xs text-muted-foreground">
        {label}{" "}
        <Link
          href={passageLink(side.documentId, side)}
          className="font-medium break-words text-foreground underline-offset-2 hover:underline"
        >
          {side.documentTitle}
        </Link>
        {side.page !== null ? <span> · page {side.page}</span> : null}
      </p>
      <blockquote className="border-l-2 border-destructive/50 pl-2 text-sm break-words">
        <TextWithMath text={flatQuote(side.quote)} />
      </blockquote>
    </div>
  );
}

/**
 * "Your documents disagree": when a passage the answer cites is one side of an unresolved contradiction, both sides
 * are shown with where each stands, so the answer never quotes one of them silently. The contradictions page is
 * where the user settles them.
 */
export function AnswerDisagreements({ disagreements }: { disagreements: readonly AnswerDisagreement[] }) {
  if (disagreements.length === 0) return null;
  return (
    <section
      className="grid gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-3"
      aria-label="Your documents disagree"
      data-testid="answer-disagreements"
    >
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <Scale className="size-4 text-destructive" aria-hidden />
        Your documents disagree
      </h3>
      {disagreements.map((d) => (
        <div key={d.contradictionId} className="grid gap-2" data-testid="answer-disagreement">
          {d.reason ? <p className="text-sm text-muted-foreground">{d.reason}</p> : null}
          <div className="grid gap-3 sm:grid-cols-2">
            <Side side={d.sides[0]} label="The answer quotes" />
            <Side side={d.sides[1]} label="Against it, in" />
          </div>
        </div>
      ))}
      <Link
        href={routes.contradictions}
        className="text-sm font-medium text-primary underline-offset-2 hover:underline"
      >
        Review contradictions
      </Link>
    </section>
  );
}
