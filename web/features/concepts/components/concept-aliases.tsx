import { Scissors } from "lucide-react";
import { Button } from "@web/components/ui/button.tsx";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { readableError } from "@web/lib/api.ts";
import { useSplitConcept } from "../mutations.ts";

/**
 * The other names a concept goes by (merged by reading, or by the user), each with "Split out": that name and its
 * mentions become a concept of their own again.
 */
export function ConceptAliases({ conceptId, aliases }: { conceptId: string; aliases: readonly string[] }) {
  const split = useSplitConcept();
  const pending = split.isPending ? split.variables.body : null;
  return (
    <div className="grid gap-2">
      <ul className="grid gap-1" aria-label="Other names">
        {aliases.map((alias) => {
          const busy = pending !== null && "alias" in pending && pending.alias === alias;
          return (
            <li key={alias} className="flex items-center justify-between gap-2 text-sm" data-testid="alias">
              <span className="min-w-0 [overflow-wrap:anywhere]">{alias}</span>
              <Button
                variant="ghost"
                size="sm"
                className="shrink-0 text-muted-foreground"
                disabled={split.isPending}
                aria-busy={busy || undefined}
                aria-label={`Split out “${alias}”`}
                onClick={() => split.mutate({ id: conceptId, body: { alias } })}
              >
                {busy ? <Spinner /> : <Scissors />}
                Split out
              </Button>
            </li>
          );
        })}
      </ul>
      {split.error ? (
        <p className="text-sm text-destructive" role="alert">
          {readableError(split.error, "The name could not be split out")}
        </p>
      ) : null}
    </div>
  );
}
