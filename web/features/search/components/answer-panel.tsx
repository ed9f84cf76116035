import { Info, Quote, SearchX } from "lucide-react";
import { Alert } from "@web/components/ui/alert.tsx";
import { Skeleton } from "@web/components/ui/skeleton.tsx";
import { readableError } from "@web/lib/api.ts";
import type { AnswerState } from "../answer-stream.ts";
import { AnswerBody } from "./answer-body.tsx";
import { AnswerDisagreements } from "./answer-disagreements.tsx";

export interface AnswerPanelProps {
  state: AnswerState | undefined;
  /** The answer is still being made (streamed sentences may already show). */
  pending: boolean;
  error: unknown;
}

function AnswerLoading() {
  return (
    <div className="grid gap-2" role="status" aria-label="Reading your documents...">
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-11/12" />
      <Skeleton className="h-4 w-3/5" />
    </div>
  );
}

/**
 * The answer above the results: one to three sentences from the user's documents with numbered sources, "Not
 * found in your documents" when they do not answer, or what went wrong. Announced politely to screen readers.
 */
export function AnswerPanel({ state, pending, error }: AnswerPanelProps) {
  const response = pending ? null : (state?.response ?? null);
  const streamed = state?.streamed ?? [];
  const mode = !response?.answer
    ? null
    : response.mode === "ai"
      ? "AI, checked against your documents"
      : "Quoted from your documents";
  let body;
  if (error && !pending) {
    body = (
      <Alert variant="destructive" role="alert">
        <Info aria-hidden />
        <span>The answer could not be made: {readableError(error, "something went wrong")}</span>
      </Alert>
    );
  } else if (response && !response.answer) {
    body = (
      <div className="flex items-start gap-3" data-testid="answer-not-found">
        <SearchX className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
        <div>
          <p className="font-medium">Not found in your documents</p>
          <p className="text-sm text-muted-foreground">
            None of your documents answers this question. The results below are the closest passages.
          </p>
        </div>
      </div>
    );
  } else if (response) {
    body = <AnswerBody sentences={response.sentences} documents={response.documents} />;
  } else if (streamed.length > 0) {
    body = <AnswerBody sentences={streamed} documents={[]} />;
  } else {
    body = <AnswerLoading />;
  }
  return (
    <section
      className="grid gap-3 rounded-xl border border-primary/20 bg-card p-5 shadow-sm"
      aria-label="Answer"
      aria-busy={pending}
      data-testid="answer-panel"
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="inline-flex size-7 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Quote className="size-4" aria-hidden />
        </span>
        <h2 className="text-base font-semibold">Answer</h2>
        {mode ? (
          <span className="text-xs text-muted-foreground">{mode}</span>
        ) : pending ? (
          <span className="text-xs text-muted-foreground">Reading your documents...</span>
        ) : null}
      </header>
      <div aria-live="polite">{body}</div>
      {response?.answer ? <AnswerDisagreements disagreements={response.disagreements ?? []} /> : null}
      {response?.notice ? (
        <p className="flex items-start gap-2 text-xs text-muted-foreground" data-testid="answer-notice">
          <Info className="mt-px size-3.5 shrink-0" aria-hidden />
          {response.notice}
        </p>
      ) : null}
    </section>
  );
}
