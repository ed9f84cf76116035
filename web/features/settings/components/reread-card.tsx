import { RefreshCw } from "lucide-react";
import { Button } from "@web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card.tsx";
import { ProgressBar } from "@web/components/ui/progress-bar.tsx";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { useReadingProgress, useRereadDocuments } from "@web/features/documents/queries.ts";

/**
 * Settings > Privacy & Data: read every document again with the current reading and extraction. Progress shows as
 * for uploads: a bar of documents done out of those in work, while the documents list shows each one's state.
 */
export function RereadCard() {
  const progress = useReadingProgress();
  const reread = useRereadDocuments();
  const { total = 0, inWork = 0, outdated = 0 } = progress.data ?? {};
  const busy = inWork > 0;
  const done = total - inWork;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <RefreshCw className="size-5 text-primary" aria-hidden />
          Read My Documents Again
        </CardTitle>
        <CardDescription>
          Mnemo reads each document again with its current reading and extraction: titles, concepts, definitions and
          links are brought up to date. Titles you gave, contradictions you resolved and the history of your concepts
          are kept. Your documents stay usable meanwhile.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {outdated > 0 && !busy ? (
          <p className="text-sm text-muted-foreground" data-testid="outdated-documents">
            {outdated} {outdated === 1 ? "document was" : "documents were"} read by an earlier version of Mnemo.
          </p>
        ) : null}
        {busy ? (
          <div className="grid gap-2" data-testid="reading-progress">
            <div className="flex justify-between text-sm">
              <span>Reading documents…</span>
              <span className="tabular-nums text-muted-foreground">
                {done} of {total} done
              </span>
            </div>
            <ProgressBar label="Documents read" value={done} max={total} />
          </div>
        ) : null}
        <div>
          <Button
            onClick={() => reread.mutate()}
            disabled={busy || reread.isPending || total === 0}
            aria-busy={reread.isPending || undefined}
          >
            {reread.isPending ? <Spinner /> : <RefreshCw aria-hidden />}
            {total === 0 ? "No documents yet" : "Read all documents again"}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
