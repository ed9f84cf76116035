import { LogIn, UserPlus } from "lucide-react";
import { Link } from "wouter";
import { Button, type ButtonProps } from "@web/components/ui/button.tsx";
import { authPaths } from "@web/features/auth/api.ts";
import { useAuthProviders } from "@web/features/auth/queries.ts";
import { routes } from "@web/lib/routes.ts";

type LinkProps = Pick<ButtonProps, "size" | "className" | "variant">;

/** "Sign in with {primary provider}": a plain link to /api/login (the server picks the provider or /sign-in). */
export function SignInLink({ size = "lg", variant = "outline", className }: LinkProps) {
  const providers = useAuthProviders();
  const name = providers.data?.primaryProviderName;
  return (
    <Button asChild size={size} variant={variant} className={className}>
      <a href={authPaths.login}>
        <LogIn aria-hidden />
        {name ? `Sign in with ${name}` : "Sign in"}
      </a>
    </Button>
  );
}

/** "Get started": account creation, the newcomer's first step. */
export function GetStartedLink({ size = "lg", variant = "default", className }: LinkProps) {
  return (
    <Button asChild size={size} variant={variant} className={className}>
      <Link href={routes.signUp}>
        <UserPlus aria-hidden />
        Get started
      </Link>
    </Button>
  );
}
