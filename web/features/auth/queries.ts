// TanStack Query hooks and keys of the auth area.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import type { CurrentUser } from "@contract/auth.ts";
import { fetchAuthProviders, fetchCurrentUser, signIn, signUp } from "./api.ts";

export const authKeys = {
  all: ["auth"] as const,
  user: () => [...authKeys.all, "user"] as const,
  providers: () => [...authKeys.all, "providers"] as const,
};

/** Authentication status: `user` is set when signed in, null when signed out; `isPending` while loading. */
export function useCurrentUser() {
  const query = useQuery({ queryKey: authKeys.user(), queryFn: fetchCurrentUser, retry: false });
  return { user: query.data ?? null, isPending: query.isPending };
}

/** Configured OIDC providers and the name shown on the landing page's sign-in button. */
export function useAuthProviders() {
  return useQuery({ queryKey: authKeys.providers(), queryFn: fetchAuthProviders });
}

/** After a successful sign-in or sign-up: store the user, confirm it from the server, go home. */
function useOnSignedIn() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return (user: CurrentUser) => {
    queryClient.setQueryData(authKeys.user(), user);
    void queryClient.invalidateQueries({ queryKey: authKeys.user() });
    navigate("/", { replace: true });
  };
}

export function useSignIn() {
  const onSignedIn = useOnSignedIn();
  return useMutation({ mutationFn: signIn, onSuccess: onSignedIn });
}

export function useSignUp() {
  const onSignedIn = useOnSignedIn();
  return useMutation({ mutationFn: signUp, onSuccess: onSignedIn });
}
