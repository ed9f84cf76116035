import { useState } from "react";
import { Check, Copy, TriangleAlert } from "lucide-react";
import type { CreatedApiToken } from "@contract/api-tokens.ts";
import { Alert } from "@web/components/ui/alert.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Input } from "@web/components/ui/input.tsx";
import { Label } from "@web/components/ui/label.tsx";
import { toast } from "@web/lib/toast.ts";
import { copyText } from "../browser.ts";

/** The new token's secret, shown this once with a copy button and an example call. */
export function ApiTokenSecret({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await copyText(created.token);
      setCopied(true);
      toast({ title: "Copied", description: "The token is on your clipboard." });
    } catch {
      toast({ title: "Copy failed", description: "Select the token and copy it yourself.", variant: "destructive" });
    }
  };

  return (
    <div className="grid max-w-2xl gap-4" data-testid="new-api-token">
      <Alert role="status">
        <TriangleAlert aria-hidden className="text-amber-600 dark:text-amber-400" />
        <span>
          Copy your new token now. <strong>You will not see it again</strong>: Mnemo keeps only a fingerprint of it. If
          you lose it, revoke it and create another.
        </span>
      </Alert>
      <div className="grid gap-2">
        <Label htmlFor="new-api-token-value">New token “{created.name}”</Label>
        <div className="flex gap-2">
          <Input
            id="new-api-token-value"
            value={created.token}
            readOnly
            spellCheck={false}
            autoComplete="off"
            className="font-mono text-xs sm:text-sm"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button type="button" variant="outline" onClick={() => void copy()}>
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copied ? "Copied" : "Copy"}
          </Button>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        Try it:{" "}
        <code className="rounded bg-muted px-1 py-0.5 font-mono text-xs break-all">
          curl -H &quot;Authorization: Bearer $MNEMO_TOKEN&quot; {window.location.origin}/api/projects
        </code>
      </p>
      <div>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
