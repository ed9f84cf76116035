import { Link, useSearch } from "wouter";
import { CircleAlert } from "lucide-react";
import { defaultSignInErrorMessage, signInErrorMessages } from "@contract/auth.ts";
import { Brand } from "@web/components/brand.tsx";
import { SiteFooter } from "@web/components/site-footer.tsx";
import { ThemeToggle } from "@web/components/theme-toggle.tsx";
import { Alert } from "@web/components/ui/alert.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card.tsx";
import { routes } from "@web/lib/routes.ts";
import { useAuthProviders } from "../queries.ts";
import { ProviderButtons } from "./provider-buttons.tsx";
import { SignInForm } from "./sign-in-form.tsx";
import { SignUpForm } from "./sign-up-form.tsx";

export type AuthMode = "sign-in" | "sign-up";

const copy: Record<
  AuthMode,
  { title: string; description: string; other: { question: string; link: string; href: string } }
> = {
  "sign-in": {
    title: "Sign in to Mnemo",
    description: "Welcome back. Pick up where your reading left off.",
    other: { question: "New to Mnemo?", link: "Create an account", href: routes.signUp },
  },
  "sign-up": {
    title: "Create your Mnemo account",
    description: "Start a knowledge base that remembers what you read. It takes a minute.",
    other: { question: "Already have an account?", link: "Sign in", href: routes.signIn },
  },
};

const inlineLink =
  "font-medium text-foreground underline underline-offset-4 rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring";

/** The text for `/sign-in?error=<code>` (an OIDC failure), or null. */
export function oidcErrorMessage(search: string): string | null {
  const code = new URLSearchParams(search).get("error");
  if (code === null) return null;
  return signInErrorMessages[code] ?? defaultSignInErrorMessage;
}

/**
 * `/sign-in` and `/sign-up`: one screen each, named by its heading, with the provider buttons (when configured),
 * the e-mail form and a link to the other screen.
 */
export function AuthScreen({ mode }: { mode: AuthMode }) {
  const providers = useAuthProviders();
  const oidcError = oidcErrorMessage(useSearch());
  const text = copy[mode];

  return (
    <div className="relative flex min-h-svh flex-col bg-surface">
      <ThemeToggle className="absolute top-3 right-3" />
      <main className="flex flex-1 flex-col items-center justify-center px-4 py-10 sm:py-16">
        <Link
          href="/"
          className="mb-8 rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          aria-label="Mnemo home"
        >
          <Brand size="lg" />
        </Link>
        <Card className="w-full max-w-md">
          <CardHeader className="pb-4 text-center">
            <CardTitle as="h1" className="text-xl">
              {text.title}
            </CardTitle>
            <CardDescription>{text.description}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            {oidcError ? (
              <Alert variant="destructive" role="alert">
                <CircleAlert aria-hidden />
                <span>{oidcError}</span>
              </Alert>
            ) : null}
            <ProviderButtons
              providers={providers.data?.providers ?? []}
              verb={mode === "sign-in" ? "Sign in with" : "Continue with"}
            />
            {mode === "sign-in" ? <SignInForm /> : <SignUpForm />}
            <p className="text-center text-sm text-muted-foreground">
              {text.other.question}{" "}
              <Link href={text.other.href} className={inlineLink}>
                {text.other.link}
              </Link>
            </p>
          </CardContent>
        </Card>
        <p className="mt-6 max-w-md text-center text-xs text-muted-foreground">
          By continuing you agree to the{" "}
          <Link href={routes.termsOfService} className={inlineLink}>
            Terms of Service
          </Link>{" "}
          and the{" "}
          <Link href={routes.privacyPolicy} className={inlineLink}>
            Privacy Policy
          </Link>
          .
        </p>
      </main>
      <SiteFooter signedIn={false} className="bg-transparent" />
    </div>
  );
}
