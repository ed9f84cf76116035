import { Suspense, type ReactNode } from "react";
import { Link } from "wouter";
import type { CurrentUser } from "@contract/auth.ts";
import { Brand } from "@web/components/brand.tsx";
import { Skeleton } from "@web/components/ui/skeleton.tsx";
import { UserMenu } from "@web/features/auth/components/user-menu.tsx";

/** Placeholder page body while a lazily loaded page arrives. */
function PageSkeleton() {
  return (
    <div role="status" aria-label="Loading" className="grid gap-4">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-4 w-80 max-w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

/** The signed-in frame: header with the user control and the routed main area. (Sidebar and footer come next.) */
export function AppShell({ user, children }: { user: CurrentUser; children: ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col bg-surface">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
        <div className="mx-auto flex h-14 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link href="/" className="rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" aria-label="Mnemo home">
            <Brand />
          </Link>
          <UserMenu user={user} />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 outline-none sm:px-6">
        <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
      </main>
    </div>
  );
}
