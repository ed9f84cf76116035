// Personal API tokens: HTTP calls and TanStack Query hooks. The secret exists in the browser only in the answer of
// the creation, held by the component that shows it once; it is never put in the query cache.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiToken, CreatedApiToken } from "@contract/api-tokens.ts";
import { apiUrl, getJson, readableError, sendJson } from "@web/lib/api.ts";
import { toast } from "@web/lib/toast.ts";
import { apiTokenKeys } from "./keys.ts";

export const apiTokensPath = "/api/tokens";

export function fetchApiTokens(): Promise<ApiToken[]> {
  return getJson<ApiToken[]>(apiTokensPath);
}

export function createApiToken(name: string): Promise<CreatedApiToken> {
  return sendJson<CreatedApiToken>("POST", apiTokensPath, { name });
}

export async function revokeApiToken(id: string): Promise<void> {
  await sendJson<undefined>("DELETE", apiUrl(apiTokensPath, id));
}

/** `GET /api/tokens`: the user's tokens, newest first, without secrets. */
export function useApiTokens() {
  return useQuery({ queryKey: apiTokenKeys.list(), queryFn: fetchApiTokens });
}

/** Creates a token; the caller shows the secret from the mutation's answer. */
export function useCreateApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: async (created) => {
      toast({ title: "Token created", description: `Copy “${created.name}” now: it is shown only once.` });
      await client.invalidateQueries({ queryKey: apiTokenKeys.all });
    },
    onError: (error) => {
      toast({
        title: "Error",
        description: readableError(error, "Failed to create the token"),
        variant: "destructive",
      });
    },
  });
}

/** Revokes a token; it disappears from the list at once (the server already refuses it). */
export function useRevokeApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: ApiToken) => revokeApiToken(token.id),
    onSuccess: async (_nothing, token) => {
      client.setQueryData<ApiToken[]>(apiTokenKeys.list(), (list) => list?.filter((t) => t.id !== token.id));
      toast({ title: "Token revoked", description: `“${token.name}” no longer works.` });
      await client.invalidateQueries({ queryKey: apiTokenKeys.all });
    },
    onError: (error) => {
      toast({
        title: "Error",
        description: readableError(error, "Failed to revoke the token"),
        variant: "destructive",
      });
      // Revoked meanwhile elsewhere (404): the refreshed list shows it gone.
      void client.invalidateQueries({ queryKey: apiTokenKeys.all });
    },
  });
}
