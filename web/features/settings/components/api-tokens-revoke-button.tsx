import { useState } from "react";
import { Ban } from "lucide-react";
import type { ApiToken } from "@contract/api-tokens.ts";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@web/components/ui/alert-dialog.tsx";
import { Button, destructiveContrast } from "@web/components/ui/button.tsx";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { useRevokeApiToken } from "../api-tokens-queries.ts";

/** Revoke, after a confirmation naming the token. The dialog stays open (and cannot be closed) while the call runs. */
export function ApiTokenRevokeButton({ token }: { token: ApiToken }) {
  const [open, setOpen] = useState(false);
  const mutation = useRevokeApiToken();
  const revoking = mutation.isPending;

  const revoke = () => mutation.mutate(token, { onSettled: () => setOpen(false) });

  return (
    <AlertDialog open={open} onOpenChange={(next) => !revoking && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Revoke ${token.name}`}>
          <Ban aria-hidden />
          Revoke
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Revoke “{token.name}”?</AlertDialogTitle>
          <AlertDialogDescription>
            Scripts and tools using this token (ending in {token.lastFour}) will stop working at once. This cannot be
            undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={revoking}>Cancel</AlertDialogCancel>
          <Button
            variant="destructive"
            className={destructiveContrast}
            onClick={revoke}
            disabled={revoking}
            aria-busy={revoking || undefined}
          >
            {revoking ? <Spinner /> : <Ban aria-hidden />}
            {revoking ? "Revoking..." : "Revoke token"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
