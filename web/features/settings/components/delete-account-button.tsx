import { useState, type FormEvent } from "react";
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
import { Button, destructiveContrast } from "@web/components/ui/button.tsx";
import { Input } from "@web/components/ui/input.tsx";
import { Label } from "@web/components/ui/label.tsx";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { toast } from "@web/lib/toast.ts";
import { useDeleteAccount } from "../queries.ts";

/** The word the prompt asks for (PRODUCT.md sections 4 and 5: exactly, case and spaces included). */
export const deleteConfirmationWord = "DELETE";

type Step = "confirm" | "prompt";

/**
 * 'Delete My Account' and its two questions (PRODUCT.md section 4): a confirmation, then a prompt whose answer must be
 * exactly DELETE. Cancelling the confirmation changes nothing; leaving the prompt or answering anything else shows
 * 'Cancelled' / 'Account deletion cancelled.'. While the deletion runs the dialog stays open and cannot be closed;
 * after it the button stays disabled until the browser leaves for the logout path (toasts: `useDeleteAccount`).
 */
export function DeleteAccountButton() {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>("confirm");
  const [answer, setAnswer] = useState("");
  const mutation = useDeleteAccount();
  const deleting = mutation.isPending;
  const busy = deleting || mutation.isSuccess;

  const close = (cancelled: boolean) => {
    setOpen(false);
    setStep("confirm");
    setAnswer("");
    if (cancelled) toast({ title: "Cancelled", description: "Account deletion cancelled." });
  };

  const submitAnswer = (event: FormEvent) => {
    event.preventDefault();
    if (deleting) return;
    if (answer !== deleteConfirmationWord) return close(true);
    mutation.mutate(undefined, { onSettled: () => close(false) });
  };

  const onOpenChange = (next: boolean) => {
    if (next) setOpen(true);
    else if (!deleting) close(step === "prompt");
  };

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive" className={destructiveContrast} disabled={busy} aria-busy={busy || undefined}>
          {busy ? <Spinner /> : <Trash2 aria-hidden />}
          {mutation.isSuccess ? "Signing out..." : deleting ? "Deleting..." : "Delete My Account"}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        {step === "confirm" ? (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>Delete your account?</AlertDialogTitle>
              <AlertDialogDescription>
                Are you sure you want to delete your account? This will permanently delete all your data, including
                documents, concepts, projects and settings. This action cannot be undone.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <Button variant="destructive" className={destructiveContrast} onClick={() => setStep("prompt")}>
                Continue
              </Button>
            </AlertDialogFooter>
          </>
        ) : (
          <form onSubmit={submitAnswer} noValidate className="grid gap-4">
            <AlertDialogHeader>
              <AlertDialogTitle>Confirm account deletion</AlertDialogTitle>
              <AlertDialogDescription>
                Type <strong className="font-mono font-semibold text-foreground">{deleteConfirmationWord}</strong> to
                confirm account deletion.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <div className="grid gap-2">
              <Label htmlFor="delete-confirmation">Confirmation</Label>
              <Input
                id="delete-confirmation"
                value={answer}
                onChange={(e) => setAnswer(e.target.value)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                autoFocus
                readOnly={deleting}
                className="font-mono"
              />
            </div>
            <AlertDialogFooter>
              <Button type="button" variant="outline" onClick={() => close(true)} disabled={deleting}>
                Cancel
              </Button>
              <Button
                type="submit"
                variant="destructive"
                className={destructiveContrast}
                disabled={deleting}
                aria-busy={deleting || undefined}
              >
                {deleting ? <Spinner /> : <Trash2 aria-hidden />}
                {deleting ? "Deleting..." : "Delete My Account"}
              </Button>
            </AlertDialogFooter>
          </form>
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}
