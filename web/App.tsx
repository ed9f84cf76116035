// Routes. Authentication decides the frame: Loading while it is unknown, the landing screen for signed-out
// visitors (on every path except /sign-in), the app shell for signed-in users. Pages are loaded lazily so the
// first route only downloads what it shows. wouter matches case-insensitively with an optional trailing slash.
import { lazy, Suspense } from "react";
import { Redirect, Route, Switch } from "wouter";
import type { CurrentUser } from "@contract/auth.ts";
import { ErrorBoundary } from "@web/components/error-boundary.tsx";
import { FullScreenLoading } from "@web/components/full-screen-loading.tsx";
import { useCurrentUser } from "@web/features/auth/queries.ts";

const SignInPage = lazy(() => import("./pages/sign-in-page.tsx"));
const LandingPage = lazy(() => import("./pages/landing-page.tsx"));
const HomePage = lazy(() => import("./pages/home-page.tsx"));
const NotFoundPage = lazy(() => import("./pages/not-found-page.tsx"));
const AppShell = lazy(() => import("./features/shell/app-shell.tsx").then((m) => ({ default: m.AppShell })));

/** The signed-in routes, inside the app shell. */
function SignedInRoutes({ user }: { user: CurrentUser }) {
  return (
    <AppShell user={user}>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route component={NotFoundPage} />
      </Switch>
    </AppShell>
  );
}

export function App() {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <FullScreenLoading />;
  return (
    <ErrorBoundary>
      <Suspense fallback={<FullScreenLoading />}>
        <Switch>
          <Route path="/sign-in">{user ? <Redirect to="/" replace /> : <SignInPage />}</Route>
          <Route>{user ? <SignedInRoutes user={user} /> : <LandingPage />}</Route>
        </Switch>
      </Suspense>
    </ErrorBoundary>
  );
}
