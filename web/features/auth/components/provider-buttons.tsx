import { KeyRound } from "lucide-react";
import type { AuthProvider } from "@contract/auth.ts";
import { Button } from "@web/components/ui/button.tsx";
import { authPaths } from "../api.ts";

/**
 * One "Sign in with {name}" link per configured OIDC provider (a plain navigation, not a data call); "Continue
 * with {name}" on the sign-up screen, where the first sign-in creates the account.
 */
export function ProviderButtons({
  providers,
  verb = "Sign in with",
}: {
  providers: readonly AuthProvider[];
  verb?: string;
}) {
  if (providers.length === 0) return null;
  return (
    <div className="grid gap-3">
      <div className="grid gap-2">
        {providers.map((provider) => (
          <Button key={provider.id} asChild variant="outline" className="w-full">
            <a href={authPaths.providerLogin(provider.id)}>
              <KeyRound aria-hidden />
              {verb} {provider.name}
            </a>
          </Button>
        ))}
      </div>
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase" aria-hidden>
        <span className="h-px flex-1 bg-border" />
        or continue with e-mail
        <span className="h-px flex-1 bg-border" />
      </div>
    </div>
  );
}
