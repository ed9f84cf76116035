import type { ReactNode } from "react";
import { Info } from "lucide-react";
import { Alert } from "@web/components/ui/alert.tsx";

/**
 * Said where a control needs a server call this version of Mnemo does not answer yet, instead of a button that
 * fails. Each use disappears when its feature's call is built.
 */
export function NotAvailableYet({ children }: { children: ReactNode }) {
  return (
    <Alert data-testid="not-available-yet">
      <Info aria-hidden className="text-primary" />
      <span>{children}</span>
    </Alert>
  );
}
