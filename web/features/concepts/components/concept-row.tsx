import { Link } from "wouter";
import type { ConceptListItem } from "@contract/concept-changes.ts";
import { graphConceptPath } from "@web/features/graph/links.ts";
import { CategoryBadge } from "./category-badge.tsx";

const count = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** One concept of the list: a box to select it, its name (opening it in the graph), category, other names, counts. */
export function ConceptRow({
  concept,
  selected,
  onSelect,
}: {
  concept: ConceptListItem;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  return (
    <li className="flex items-start gap-3 py-3" data-testid="concept-row">
      <input
        type="checkbox"
        className="mt-1 size-4 shrink-0 cursor-pointer accent-primary"
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        aria-label={`Select “${concept.name}”`}
      />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Link href={graphConceptPath(concept.id)} className="font-medium [overflow-wrap:anywhere] hover:underline">
            {concept.name}
          </Link>
          <CategoryBadge category={concept.category} />
        </div>
        {concept.aliases.length ? (
          <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]" data-testid="concept-aliases">
            Also called: {concept.aliases.join(", ")}
          </p>
        ) : null}
      </div>
      <p className="grid shrink-0 text-right text-xs text-muted-foreground tabular-nums">
        <span>{count(concept.mentionCount, "mention", "mentions")}</span>
        <span>{count(concept.documentCount, "document", "documents")}</span>
      </p>
    </li>
  );
}
