import { useState, type FormEvent } from "react";
import { useSearchParams } from "wouter";
import { MessageCircleQuestion, Search } from "lucide-react";
import { EmptyState } from "@web/components/empty-state.tsx";
import { SearchInput } from "@web/components/search-input.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { useAnswer } from "../answer-queries.ts";
import { useSearchResults } from "../queries.ts";
import { AnswerPanel } from "./answer-panel.tsx";
import { SearchResults, SearchResultsLoading } from "./search-results.tsx";

/**
 * Longest question kept in the address. Browsers take far longer URLs, but the server refuses request heads over
 * 16 KB (431), so a reload of a pasted paragraph in percent-encoded non-Latin script would fail; such a question
 * stays in the page instead and is simply not restored on reload.
 */
export const maxAddressQuery = 2_000;

/**
 * The question being answered: `?q=` of the address (so results survive a reload and Back returns to the previous
 * question), or a long question kept in the page while the address carries no question (it is asked at `/search`).
 */
function useActiveQuestion() {
  const [params, setParams] = useSearchParams();
  const inAddress = (params.get("q") ?? "").trim();
  const [long, setLong] = useState<string | null>(null);
  const active = long !== null && !inAddress ? long : inAddress;

  const ask = (question: string) => {
    if (question.length > maxAddressQuery) {
      setLong(question);
      if (inAddress) setParams({});
    } else {
      setLong(null);
      setParams({ q: question });
    }
  };
  return { active, ask };
}

/**
 * The search form ('Ask anything about your knowledge base...'; a blank or whitespace-only question is ignored),
 * the answer from the user's documents, and the results in the selected project below it, as PRODUCT.md section 2 lists them.
 * Asking the question already shown asks the server again.
 */
export function SearchPanel() {
  const { active, ask } = useActiveQuestion();
  const results = useSearchResults(active || null);
  const answer = useAnswer(active || null);
  const [text, setText] = useState(active);
  // The box follows the address when it changes underneath (Back, Forward, a link).
  const [shown, setShown] = useState(active);
  if (shown !== active) {
    setShown(active);
    setText(active);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const question = text.trim();
    if (!question) return;
    if (question === active) {
      void results.refetch();
      void answer.refetch();
    } else ask(question);
  };

  return (
    <div className="grid gap-6">
      <form role="search" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row">
        <SearchInput
          boxClassName="flex-1"
          placeholder="Ask anything about your knowledge base..."
          aria-label="Search your knowledge"
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="h-11 text-base sm:text-sm"
        />
        <Button type="submit" className="h-11">
          <Search aria-hidden />
          Search
        </Button>
      </form>
      {active ? (
        <AnswerPanel state={answer.data} pending={answer.isFetching} error={answer.isError ? answer.error : null} />
      ) : null}
      {!active ? (
        <EmptyState
          icon={MessageCircleQuestion}
          title="Ask your knowledge base"
          description="Try a question like “What did I read about spaced repetition?” Mnemo matches meaning, not just words."
        />
      ) : results.isError &&
        !results.isFetching ? null /* PRODUCT.md section 8: a failure clears the results (the toast says why) */ : results.data &&
        !results.isError ? (
        <SearchResults response={results.data} />
      ) : (
        <SearchResultsLoading />
      )}
    </div>
  );
}
