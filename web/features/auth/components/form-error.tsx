import { CircleAlert } from "lucide-react";
import { Alert } from "@web/components/ui/alert.tsx";

/** The form-level error region; always rendered so screen readers announce new text in it. */
export function FormError({ message }: { message: string | null }) {
  return (
    <div role="alert" aria-live="assertive">
      {message ? (
        <Alert variant="destructive" className="mb-4">
          <CircleAlert aria-hidden />
          <span>{message}</span>
        </Alert>
      ) : null}
    </div>
  );
}
