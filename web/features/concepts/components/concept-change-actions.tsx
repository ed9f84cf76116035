import { useState } from "react";
import { Combine, Split } from "lucide-react";
import type { ConceptChangeResult } from "@contract/concept-changes.ts";
import type { ConceptDetail } from "@contract/concepts.ts";
import { Button } from "@web/components/ui/button.tsx";
import { MergeDialog } from "./merge-dialog.tsx";
import { SplitDocumentsDialog } from "./split-documents-dialog.tsx";

/**
 * "Merge with…" and "Split by document" for one concept, each opening its dialog. Splitting by document needs a
 * concept named in at least two documents (it keeps some of them). `onMerged` hears which concept was kept, which
 * may be the other one.
 */
export function ConceptChangeActions({
  concept,
  onMerged,
}: {
  concept: ConceptDetail;
  onMerged?: (result: ConceptChangeResult) => void;
}) {
  const [dialog, setDialog] = useState<"merge" | "split" | null>(null);
  const close = (open: boolean) => !open && setDialog(null);
  return (
    <>
      <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={() => setDialog("merge")}>
        <Combine /> Merge with…
      </Button>
      {concept.documents.length >= 2 ? (
        <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={() => setDialog("split")}>
          <Split /> Split by document
        </Button>
      ) : null}
      <MergeDialog
        open={dialog === "merge"}
        onOpenChange={close}
        concepts={[{ id: concept.id, name: concept.name, mentionCount: concept.mentionCount }]}
        pick
        onMerged={onMerged}
      />
      <SplitDocumentsDialog concept={concept} open={dialog === "split"} onOpenChange={close} />
    </>
  );
}
