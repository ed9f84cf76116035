import { useState } from "react";
import { Alert } from "@web/components/ui/alert.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { readableError } from "@web/lib/api.ts";
import type { MergeCandidate } from "../changes.ts";
import { useRejectSuggestion } from "../mutations.ts";
import { useConceptSuggestions } from "../queries.ts";
import { MergeDialog } from "./merge-dialog.tsx";
import { SuggestionCard } from "./suggestion-card.tsx";

/** Pairs shown before "Show all". */
const initiallyShown = 3;

/**
 * "Possible duplicates": pairs of concepts that are probably one, most likely first, each to merge or keep apart.
 * Nothing at all is shown while there are none: the page's list is what matters then.
 */
export function SuggestionsSection() {
  const suggestions = useConceptSuggestions();
  const reject = useRejectSuggestion();
  const [showAll, setShowAll] = useState(false);
  const [merging, setMerging] = useState<MergeCandidate[] | null>(null);
  const list = suggestions.data ?? [];
  if (!suggestions.isPending && !suggestions.error && list.length === 0) return null;
  const shown = showAll ? list : list.slice(0, initiallyShown);
  const rejecting = reject.isPending ? reject.variables : null;
  return (
    <section aria-labelledby="possible-duplicates" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="possible-duplicates" className="text-lg font-semibold tracking-tight">
          Possible duplicates{list.length ? <span className="text-muted-foreground"> ({list.length})</span> : null}
        </h2>
        <p className="text-sm text-muted-foreground">
          Names that probably mean the same thing. Merge them into one concept, or keep them apart.
        </p>
      </div>
      {suggestions.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner /> Loading possible duplicates...
        </p>
      ) : suggestions.error ? (
        <Alert variant="destructive" role="alert">
          Possible duplicates could not be loaded: {readableError(suggestions.error)}
        </Alert>
      ) : (
        <>
          <ul className="grid gap-3" aria-label="Possible duplicates">
            {shown.map((s) => {
              const ids: [string, string] = [s.concepts[0].id, s.concepts[1].id];
              return (
                <SuggestionCard
                  key={ids.join(":")}
                  suggestion={s}
                  busy={rejecting?.[0] === ids[0] && rejecting[1] === ids[1]}
                  onMerge={() =>
                    setMerging(s.concepts.map((c) => ({ id: c.id, name: c.name, mentionCount: c.mentionCount })))
                  }
                  onKeepApart={() => reject.mutate(ids)}
                />
              );
            })}
          </ul>
          {list.length > initiallyShown ? (
            <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setShowAll((v) => !v)}>
              {showAll ? "Show fewer" : `Show all ${list.length}`}
            </Button>
          ) : null}
        </>
      )}
      <MergeDialog
        open={merging !== null}
        onOpenChange={(open) => !open && setMerging(null)}
        concepts={merging ?? []}
      />
    </section>
  );
}
