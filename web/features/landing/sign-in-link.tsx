import { LogIn } from "lucide-react";
import { Button, type ButtonProps } from "@web/components/ui/button.tsx";
import { authPaths } from "@web/features/auth/api.ts";
import { useAuthProviders } from "@web/features/auth/queries.ts";

/** "Sign in with {primary provider}": a plain link to /api/login (the server picks the provider or /sign-in). */
export function SignInLink({ size = "lg", className }: Pick<ButtonProps, "size" | "className">) {
  const providers = useAuthProviders();
  const name = providers.data?.primaryProviderName;
  return (
    <Button asChild size={size} className={className}>
      <a href={authPaths.login}>
        <LogIn aria-hidden />
        {name ? `Sign in with ${name}` : "Sign in"}
      </a>
    </Button>
  );
}
