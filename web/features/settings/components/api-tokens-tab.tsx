import { useState } from "react";
import { KeyRound, ListChecks } from "lucide-react";
import type { CreatedApiToken } from "@contract/api-tokens.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card.tsx";
import { ApiTokenCreateForm } from "./api-tokens-create-form.tsx";
import { ApiTokenList } from "./api-tokens-list.tsx";
import { ApiTokenSecret } from "./api-tokens-secret.tsx";

/** API tokens: create one (its secret shown once), list and revoke them. */
export function ApiTokensTab() {
  // The new secret lives only here, in memory, until the user dismisses it or leaves the tab.
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2">
            <KeyRound className="size-5 text-primary" aria-hidden />
            Create an API token
          </CardTitle>
          <CardDescription>
            Scripts, the command-line importer (<code className="font-mono">npx mnemo import</code>) and AI assistants
            through <code className="font-mono">npx mnemo mcp</code> use a personal API token, sent as{" "}
            <code className="font-mono">Authorization: Bearer …</code>. A token can read and add to your knowledge; it
            cannot manage tokens, change your password, export your data or delete your account.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {created ? (
            <ApiTokenSecret created={created} onDone={() => setCreated(null)} />
          ) : (
            <ApiTokenCreateForm onCreated={setCreated} />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2">
            <ListChecks className="size-5 text-primary" aria-hidden />
            Your API tokens
          </CardTitle>
          <CardDescription>
            Revoke a token you no longer use, or one that may have leaked: it stops working at once.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ApiTokenList />
        </CardContent>
      </Card>
    </div>
  );
}
