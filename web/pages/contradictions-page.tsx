import { PageHeader } from "@web/components/page-header.tsx";
import { ContradictionsView } from "@web/features/contradictions/components/contradictions-view.tsx";
import { UnresolvedBadge } from "@web/features/contradictions/components/unresolved-badge.tsx";
import { unresolvedCount } from "@web/features/contradictions/model.ts";
import { useContradictions } from "@web/features/contradictions/queries.ts";

/** `/contradictions`: statements in your sources that conflict, side by side, to resolve. */
export default function ContradictionsPage() {
  const query = useContradictions();
  const unresolved = unresolvedCount(query.data ?? []);
  return (
    <>
      <PageHeader
        title="Contradictions"
        description="Statements in your documents that disagree with each other."
        actions={unresolved > 0 ? <UnresolvedBadge count={unresolved} /> : undefined}
      />
      <ContradictionsView
        data={query.data}
        isPending={query.isPending}
        error={query.error}
        refetch={query.refetch}
        isRefetching={query.isRefetching}
      />
    </>
  );
}
