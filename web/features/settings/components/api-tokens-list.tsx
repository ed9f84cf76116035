import { KeyRound, TriangleAlert } from "lucide-react";
import type { ApiToken } from "@contract/api-tokens.ts";
import { EmptyState } from "@web/components/empty-state.tsx";
import { Alert } from "@web/components/ui/alert.tsx";
import { Skeleton } from "@web/components/ui/skeleton.tsx";
import { formatDate, formatDateTime } from "@web/features/documents/format.ts";
import { readableError } from "@web/lib/api.ts";
import { useApiTokens } from "../api-tokens-queries.ts";
import { ApiTokenRevokeButton } from "./api-tokens-revoke-button.tsx";

/** The user's tokens: name, the last four characters, when made and last used, and a revoke button each. */
export function ApiTokenList() {
  const { data, isPending, error } = useApiTokens();
  if (isPending) {
    return (
      <div className="grid gap-3" aria-busy="true" aria-label="Loading API tokens">
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    );
  }
  if (error) {
    return (
      <Alert variant="destructive" role="alert">
        <TriangleAlert aria-hidden />
        <span>{readableError(error, "Could not load your API tokens.")}</span>
      </Alert>
    );
  }
  if (!data.length) {
    return (
      <EmptyState
        icon={KeyRound}
        headingLevel={3}
        title="No API tokens yet"
        description="Create one above to use Mnemo from scripts, the command-line importer or an AI assistant."
        className="py-10 sm:py-10"
      />
    );
  }
  return (
    <ul className="divide-y rounded-md border" aria-label="API tokens">
      {data.map((token) => (
        <ApiTokenRow key={token.id} token={token} />
      ))}
    </ul>
  );
}

function ApiTokenRow({ token }: { token: ApiToken }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="grid min-w-0 gap-0.5">
        <p className="truncate font-medium" title={token.name}>
          {token.name}
        </p>
        <p className="text-sm text-muted-foreground">
          <span className="font-mono">mnemo_…{token.lastFour}</span>
          {" · "}Created <time dateTime={token.createdAt}>{formatDate(token.createdAt)}</time>
          {" · "}
          {token.lastUsedAt ? (
            <>
              Last used <time dateTime={token.lastUsedAt}>{formatDateTime(token.lastUsedAt)}</time>
            </>
          ) : (
            "Never used"
          )}
        </p>
      </div>
      <ApiTokenRevokeButton token={token} />
    </li>
  );
}
