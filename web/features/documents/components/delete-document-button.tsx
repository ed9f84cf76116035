import { useState } from "react";
import { Trash2 } from "lucide-react";
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
import { Button } from "@web/components/ui/button.tsx";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { cn } from "@web/lib/utils.ts";
import { useDeleteDocument } from "../queries.ts";

/**
 * The delete action of a document: asks 'Are you sure you want to delete "{title}"?' (PRODUCT.md section 8) and keeps
 * both buttons disabled while the deletion runs. The toasts come from `useDeleteDocument`.
 */
export function DeleteDocumentButton({
  document,
  className,
}: {
  document: { id: string; title: string };
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const mutation = useDeleteDocument();
  const deleting = mutation.isPending;

  const confirm = () => {
    mutation.mutate(document, { onSettled: () => setOpen(false) });
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !deleting && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className={cn("text-muted-foreground hover:bg-destructive/10 hover:text-destructive", className)}
          disabled={deleting}
          aria-label={`Delete "${document.title}"`}
          title="Delete"
        >
          {deleting ? <Spinner /> : <Trash2 aria-hidden />}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete document</AlertDialogTitle>
          <AlertDialogDescription>Are you sure you want to delete "{document.title}"?</AlertDialogDescription>
          <p className="text-sm text-muted-foreground">Concepts found only in this document are removed with it.</p>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={deleting} aria-busy={deleting || undefined}>
            {deleting ? <Spinner /> : <Trash2 aria-hidden />}
            {deleting ? "Deleting..." : "Delete"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
