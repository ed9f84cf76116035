// Every route of PRODUCT.md section 2 in one place. wouter matches them case-insensitively with an optional
// trailing slash; compare a location with them through `isSamePath` (lib/paths.ts).
export const routes = {
  home: "/",
  upload: "/upload",
  documents: "/documents",
  documentPattern: "/documents/:id",
  graph: "/graph",
  concepts: "/concepts",
  timeline: "/timeline",
  analytics: "/analytics",
  search: "/search",
  contradictions: "/contradictions",
  settings: "/settings",
  privacyPolicy: "/privacy-policy",
  termsOfService: "/terms-of-service",
  signIn: "/sign-in",
  signUp: "/sign-up",
} as const;

/** `/documents/{id}`. */
export function documentPath(id: string): string {
  return `${routes.documents}/${encodeURIComponent(id)}`;
}

/** The routes that need a signed-in user (signed-out visitors get the landing screen on these). */
export const signedInRoutes: readonly string[] = [
  routes.home,
  routes.upload,
  routes.documents,
  routes.documentPattern,
  routes.graph,
  routes.concepts,
  routes.timeline,
  routes.analytics,
  routes.search,
  routes.contradictions,
  routes.settings,
];
