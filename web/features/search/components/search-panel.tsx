import { useState, type FormEvent } from "react";
import { MessageCircleQuestion, Search } from "lucide-react";
import { EmptyState } from "@web/components/empty-state.tsx";
import { NotAvailableYet } from "@web/components/not-available-yet.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Input } from "@web/components/ui/input.tsx";

/**
 * The search form ('Ask anything about your knowledge base...'): a blank or whitespace-only query is ignored.
 * The results ('Found N result(s)') come with the search work; until the server answers `POST /api/search`,
 * a submitted question says so instead of failing.
 */
export function SearchPanel() {
  const [query, setQuery] = useState("");
  const [submitted, setSubmitted] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const question = query.trim();
    if (!question) return;
    setSubmitted(question);
  };

  return (
    <div className="grid gap-6">
      <form role="search" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            type="search"
            placeholder="Ask anything about your knowledge base..."
            aria-label="Search your knowledge"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className="h-11 pl-9 text-base sm:text-sm"
          />
        </div>
        <Button type="submit" className="h-11">
          <Search aria-hidden />
          Search
        </Button>
      </form>
      {submitted === null ? (
        <EmptyState
          icon={MessageCircleQuestion}
          title="Ask your knowledge base"
          description="Try a question like “What did I read about spaced repetition?” Mnemo matches meaning, not just words."
        />
      ) : (
        <NotAvailableYet>Search is not available on this server yet, so “{submitted}” could not be looked up.</NotAvailableYet>
      )}
    </div>
  );
}
