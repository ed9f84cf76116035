import { Link } from "wouter";
import type { ConceptRef } from "@contract/graph.ts";
import { CategoryBadge } from "@web/features/concepts/components/category-badge.tsx";
import { graphConceptPath } from "@web/features/graph/links.ts";

/** A concept's name (opening it in the graph) with its category. */
export function ConceptLink({
  concept,
  showCategory = true,
}: {
  concept: Pick<ConceptRef, "id" | "name" | "category">;
  showCategory?: boolean;
}) {
  return (
    <span className="inline-flex min-w-0 flex-wrap items-center gap-1.5">
      <Link href={graphConceptPath(concept.id)} className="font-medium break-words hover:underline">
        {concept.name}
      </Link>
      {showCategory ? <CategoryBadge category={concept.category} /> : null}
    </span>
  );
}
