import { useState } from "react";
import { Link, useSearch } from "wouter";
import { CircleAlert } from "lucide-react";
import { defaultSignInErrorMessage, signInErrorMessages } from "@contract/auth.ts";
import { Brand } from "@web/components/brand.tsx";
import { SiteFooter } from "@web/components/site-footer.tsx";
import { ThemeToggle } from "@web/components/theme-toggle.tsx";
import { Alert } from "@web/components/ui/alert.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs.tsx";
import { routes } from "@web/lib/routes.ts";
import { useAuthProviders } from "../queries.ts";
import { ProviderButtons } from "./provider-buttons.tsx";
import { SignInForm } from "./sign-in-form.tsx";
import { SignUpForm } from "./sign-up-form.tsx";

type Mode = "sign-in" | "sign-up";

const copy: Record<Mode, { title: string; description: string }> = {
  "sign-in": { title: "Welcome back", description: "Sign in to pick up where your reading left off." },
  "sign-up": { title: "Create your account", description: "Start a knowledge base that remembers what you read." },
};

/** The text for `/sign-in?error=<code>` (an OIDC failure), or null. */
export function oidcErrorMessage(search: string): string | null {
  const code = new URLSearchParams(search).get("error");
  if (code === null) return null;
  return signInErrorMessages[code] ?? defaultSignInErrorMessage;
}

/** The built-in sign-in screen: provider buttons plus e-mail sign-in and account creation tabs. */
export function SignInScreen() {
  const [mode, setMode] = useState<Mode>("sign-in");
  const providers = useAuthProviders();
  const oidcError = oidcErrorMessage(useSearch());

  return (
    <div className="relative flex min-h-svh flex-col bg-surface">
      <ThemeToggle className="absolute top-3 right-3" />
      <main className="flex flex-1 flex-col items-center justify-center px-4 py-10 sm:py-16">
        <Link href="/" className="mb-8 rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" aria-label="Mnemo home">
          <Brand size="lg" />
        </Link>
        <Card className="w-full max-w-md">
          <CardHeader className="pb-4 text-center">
            <CardTitle as="h1" className="text-xl">{copy[mode].title}</CardTitle>
            <CardDescription>{copy[mode].description}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            {oidcError ? (
              <Alert variant="destructive" role="alert">
                <CircleAlert aria-hidden />
                <span>{oidcError}</span>
              </Alert>
            ) : null}
            <ProviderButtons providers={providers.data?.providers ?? []} />
            <Tabs value={mode} onValueChange={(value) => setMode(value as Mode)}>
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="sign-in">Sign in</TabsTrigger>
                <TabsTrigger value="sign-up">Create account</TabsTrigger>
              </TabsList>
              <TabsContent value="sign-in" className="mt-5">
                <SignInForm />
              </TabsContent>
              <TabsContent value="sign-up" className="mt-5">
                <SignUpForm />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
        <p className="mt-6 max-w-md text-center text-xs text-muted-foreground">
          By continuing you agree to the{" "}
          <Link href={routes.termsOfService} className="font-medium text-foreground underline underline-offset-4">
            Terms of Service
          </Link>{" "}
          and the{" "}
          <Link href={routes.privacyPolicy} className="font-medium text-foreground underline underline-offset-4">
            Privacy Policy
          </Link>
          .
        </p>
      </main>
      <SiteFooter signedIn={false} className="bg-transparent" />
    </div>
  );
}
