import { ShieldCheck } from "lucide-react";
import { EmptyState } from "@web/components/empty-state.tsx";

export function ContradictionsEmpty() {
  return (
    <EmptyState icon={ShieldCheck} title="No contradictions detected" description="Your knowledge base is consistent" />
  );
}
