import { useState } from "react";
import { Undo2 } from "lucide-react";
import { Link } from "wouter";
import type { ConceptChange } from "@contract/concept-changes.ts";
import { Alert } from "@web/components/ui/alert.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { graphConceptPath } from "@web/features/graph/links.ts";
import { formatDay, formatTime } from "@web/features/timeline/format.ts";
import { readableError } from "@web/lib/api.ts";
import { useUndoChange } from "../mutations.ts";
import { useConceptChanges } from "../queries.ts";

/** Changes listed before "Show more". */
const page = 10;

const kindLabels: Record<ConceptChange["kind"], string> = { merge: "Merge", split: "Split", rename: "Rename" };

function ChangeItem({ change }: { change: ConceptChange }) {
  const undo = useUndoChange();
  return (
    <li className="flex flex-wrap items-start gap-x-3 gap-y-2 py-3" data-testid="concept-change">
      <div className="grid min-w-0 flex-1 basis-60 gap-1">
        <p className="text-sm [overflow-wrap:anywhere]">
          <span className="sr-only">{kindLabels[change.kind]}: </span>
          {change.summary}
        </p>
        <p className="text-xs text-muted-foreground">
          <time dateTime={change.createdAt}>
            {formatDay(change.createdAt)}, {formatTime(change.createdAt)}
          </time>
          {change.undoneAt ? " · Undone" : ""}
          {change.concept && !change.undoneAt ? (
            <>
              {" · "}
              <Link href={graphConceptPath(change.concept.id)} className="font-medium text-foreground hover:underline">
                Open “{change.concept.name}”
              </Link>
            </>
          ) : null}
        </p>
      </div>
      {change.undoable ? (
        <Button
          variant="outline"
          size="sm"
          disabled={undo.isPending}
          aria-busy={undo.isPending || undefined}
          onClick={() => undo.mutate(change.id)}
        >
          {undo.isPending ? <Spinner /> : <Undo2 />} Undo
        </Button>
      ) : null}
    </li>
  );
}

/** "Your changes": the merges, splits and renames the user made, newest first, each undoable while it still can be. */
export function ChangeHistory() {
  const changes = useConceptChanges();
  const [limit, setLimit] = useState(page);
  if (!changes.isPending && !changes.error && changes.data.length === 0) return null;
  return (
    <section aria-labelledby="your-changes" className="grid gap-4">
      <h2 id="your-changes" className="text-lg font-semibold tracking-tight">
        Your changes
      </h2>
      {changes.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner /> Loading your changes...
        </p>
      ) : changes.error ? (
        <Alert variant="destructive" role="alert">
          Your changes could not be loaded: {readableError(changes.error)}
        </Alert>
      ) : (
        <>
          <ul className="divide-y rounded-xl border bg-card px-4" aria-label="Your changes">
            {changes.data.slice(0, limit).map((change) => (
              <ChangeItem key={change.id} change={change} />
            ))}
          </ul>
          {changes.data.length > limit ? (
            <Button
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() => setLimit((l) => l + page)}
            >
              Show {Math.min(page, changes.data.length - limit)} more
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
