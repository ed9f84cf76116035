import { useState } from "react";
import { Link } from "wouter";
import type { ConceptRelationship } from "@contract/relationships.ts";
import { Button } from "@web/components/ui/button.tsx";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { readableError, withQuery } from "@web/lib/api.ts";
import { documentPath, routes } from "@web/lib/routes.ts";
import { edgeColors } from "../colors.ts";
import { relationshipWording, useConceptRelationships } from "../relationships.ts";

const SHOWN = 6;

function Evidence({ relationship }: { relationship: ConceptRelationship }) {
  const [first] = relationship.evidence;
  if (!first) return null;
  const more = relationship.evidenceCount - 1;
  return (
    <figure className="grid gap-1">
      <blockquote
        className="border-l-2 pl-2 text-sm leading-relaxed break-words text-foreground/90"
        data-testid="relationship-evidence"
      >
        {first.text}
      </blockquote>
      <figcaption className="text-xs text-muted-foreground">
        <Link
          href={withQuery(documentPath(first.documentId), { from: first.charStart, to: first.charEnd })}
          className="hover:underline"
        >
          {first.documentTitle}
        </Link>
        {first.page !== null ? ` · page ${first.page}` : ""}
        {more > 0 ? ` · ${more} more sentence${more === 1 ? "" : "s"}` : ""}
        {relationship.type === "contradicts" && first.contradictionId ? (
          <>
            {" · "}
            <Link href={routes.contradictions} className="hover:underline">
              Review
            </Link>
          </>
        ) : null}
      </figcaption>
    </figure>
  );
}

/**
 * The concept's relationships, each with the sentence that shows it: what it supports or is supported by, what
 * your documents disagree on, and what it is significantly often mentioned with.
 */
export function ConceptRelationships({ conceptId }: { conceptId: string }) {
  const { data, isPending, error } = useConceptRelationships(conceptId);
  const [all, setAll] = useState(false);
  if (isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <Spinner /> Loading relationships...
      </p>
    );
  }
  if (error)
    return <p className="text-sm text-destructive">Relationships could not be loaded: {readableError(error)}</p>;
  if (data.length === 0)
    return <p className="text-sm text-muted-foreground">No relationships found in your documents yet.</p>;
  const shown = all ? data : data.slice(0, SHOWN);
  return (
    <div className="grid gap-2">
      <ul className="grid gap-3" aria-label="Relationships">
        {shown.map((r) => {
          const wording = relationshipWording(r);
          return (
            <li key={r.id} className="grid gap-1.5" data-testid="relationship" data-type={r.type} data-basis={r.basis}>
              <p className="flex items-baseline gap-2 text-sm">
                <span
                  className="mt-1 size-2 shrink-0 self-start rounded-full"
                  style={{ backgroundColor: edgeColors[r.type] }}
                  aria-hidden
                />
                <span data-testid="relationship-wording">
                  {wording.before ? <span className="text-muted-foreground">{wording.before} </span> : null}
                  <span className="font-medium">{r.other.name}</span>
                  {wording.after ? <span className="text-muted-foreground">{wording.after}</span> : null}
                </span>
              </p>
              <Evidence relationship={r} />
            </li>
          );
        })}
      </ul>
      {data.length > SHOWN ? (
        <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setAll((v) => !v)}>
          {all ? "Show fewer" : `Show all ${data.length}`}
        </Button>
      ) : null}
    </div>
  );
}
