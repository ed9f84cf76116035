import { Suspense, type ReactNode } from "react";
import { Link } from "wouter";
import { ArrowLeft } from "lucide-react";
import { Brand } from "@web/components/brand.tsx";
import { SiteFooter } from "@web/components/site-footer.tsx";
import { ThemeToggle } from "@web/components/theme-toggle.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { routes } from "@web/lib/routes.ts";
import { PageSkeleton } from "./page-skeleton.tsx";

/** The frame of pages a signed-out visitor can open besides the landing page (policies, not found). */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col bg-background">
      <header className="border-b">
        <div className="mx-auto flex h-14 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <Link
            href={routes.home}
            aria-label="Mnemo home"
            className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Brand />
          </Link>
          <div className="flex items-center gap-1">
            <ThemeToggle />
            <Button asChild variant="ghost" size="sm">
              <Link href={routes.home}>
                <ArrowLeft aria-hidden />
                Back to home
              </Link>
            </Button>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 outline-none sm:px-6 lg:px-8">
        <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
      </main>
      <SiteFooter signedIn={false} />
    </div>
  );
}
