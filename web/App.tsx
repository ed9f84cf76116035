// Routes (PRODUCT.md section 2). Authentication decides the frame: Loading while it is unknown; for signed-out
// visitors the landing screen on the app's routes, the sign-in and sign-up screens, the policy pages and the
// not-found page in a public layout; for signed-in users everything inside the app shell. Pages are loaded lazily
// so the first route only downloads what it shows. wouter matches case-insensitively with an optional trailing slash.
import { lazy, Suspense, useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Redirect, Route, Switch } from "wouter";
import type { CurrentUser } from "@contract/auth.ts";
import { ErrorBoundary } from "@web/components/error-boundary.tsx";
import { FullScreenLoading } from "@web/components/full-screen-loading.tsx";
import { useCurrentUser } from "@web/features/auth/queries.ts";
import { continueOpeningGraph } from "@web/features/graph/opening.ts";
import { routes, signedInRoutes } from "@web/lib/routes.ts";

const SignInPage = lazy(() => import("./pages/sign-in-page.tsx"));
const SignUpPage = lazy(() => import("./pages/sign-up-page.tsx"));
const LandingPage = lazy(() => import("./pages/landing-page.tsx"));
const HomePage = lazy(() => import("./pages/home-page.tsx"));
const UploadPage = lazy(() => import("./pages/upload-page.tsx"));
const DocumentsPage = lazy(() => import("./pages/documents-page.tsx"));
const DocumentDetailPage = lazy(() => import("./pages/document-detail-page.tsx"));
const loadGraphPage = () => import("./pages/graph-page.tsx");
const GraphPage = lazy(loadGraphPage);
const ConceptsPage = lazy(() => import("./pages/concepts-page.tsx"));
const TimelinePage = lazy(() => import("./pages/timeline-page.tsx"));
const AnalyticsPage = lazy(() => import("./pages/analytics-page.tsx"));
const SearchPage = lazy(() => import("./pages/search-page.tsx"));
const ContradictionsPage = lazy(() => import("./pages/contradictions-page.tsx"));
const SettingsPage = lazy(() => import("./pages/settings-page.tsx"));
const PrivacyPolicyPage = lazy(() => import("./pages/privacy-policy-page.tsx"));
const TermsOfServicePage = lazy(() => import("./pages/terms-of-service-page.tsx"));
const NotFoundPage = lazy(() => import("./pages/not-found-page.tsx"));
const AppShell = lazy(() => import("./features/shell/app-shell.tsx").then((m) => ({ default: m.AppShell })));
const PublicLayout = lazy(() =>
  import("./features/shell/public-layout.tsx").then((m) => ({ default: m.PublicLayout })),
);

/** The signed-in routes, inside the app shell. */
function SignedInRoutes({ user }: { user: CurrentUser }) {
  return (
    <AppShell user={user}>
      <Switch>
        <Route path={routes.home} component={HomePage} />
        <Route path={routes.upload} component={UploadPage} />
        <Route path={routes.documents} component={DocumentsPage} />
        <Route path={routes.documentPattern} component={DocumentDetailPage} />
        <Route path={routes.graph} component={GraphPage} />
        <Route path={routes.concepts} component={ConceptsPage} />
        <Route path={routes.timeline} component={TimelinePage} />
        <Route path={routes.analytics} component={AnalyticsPage} />
        <Route path={routes.search} component={SearchPage} />
        <Route path={routes.contradictions} component={ContradictionsPage} />
        <Route path={routes.settings} component={SettingsPage} />
        <Route path={routes.privacyPolicy} component={PrivacyPolicyPage} />
        <Route path={routes.termsOfService} component={TermsOfServicePage} />
        <Route component={NotFoundPage} />
      </Switch>
    </AppShell>
  );
}

/** Signed-out visitors: the landing screen wherever the app would be, the public pages in their own layout. */
function SignedOutRoutes() {
  return (
    <Switch>
      <Route path={routes.signIn} component={SignInPage} />
      <Route path={routes.signUp} component={SignUpPage} />
      {signedInRoutes.map((path) => (
        <Route key={path} path={path} component={LandingPage} />
      ))}
      <Route path={routes.privacyPolicy}>
        <PublicLayout>
          <PrivacyPolicyPage />
        </PublicLayout>
      </Route>
      <Route path={routes.termsOfService}>
        <PublicLayout>
          <TermsOfServicePage />
        </PublicLayout>
      </Route>
      <Route>
        <PublicLayout>
          <NotFoundPage />
        </PublicLayout>
      </Route>
    </Switch>
  );
}

/** Opening the app on the graph: its data and page load while the shell does (features/graph/opening.ts). */
function useContinueOpeningGraph(user: CurrentUser | null | undefined, authPending: boolean) {
  const queryClient = useQueryClient();
  const signedIn = Boolean(user);
  useEffect(() => {
    if (!authPending) continueOpeningGraph(queryClient, signedIn, loadGraphPage);
  }, [authPending, signedIn, queryClient]);
}

export function App() {
  const { user, isPending } = useCurrentUser();
  useContinueOpeningGraph(user, isPending);
  if (isPending) return <FullScreenLoading />;
  return (
    <ErrorBoundary>
      <Suspense fallback={<FullScreenLoading />}>
        {user ? (
          <Switch>
            <Route path={routes.signIn}>
              <Redirect to={routes.home} replace />
            </Route>
            <Route path={routes.signUp}>
              <Redirect to={routes.home} replace />
            </Route>
            <Route>
              <SignedInRoutes user={user} />
            </Route>
          </Switch>
        ) : (
          <SignedOutRoutes />
        )}
      </Suspense>
    </ErrorBoundary>
  );
}
