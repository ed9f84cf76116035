import { Suspense, type ReactNode } from "react";
import type { CurrentUser } from "@contract/auth.ts";
import { SiteFooter } from "@web/components/site-footer.tsx";
import { SidebarInset } from "@web/components/ui/sidebar/sidebar.tsx";
import { SidebarProvider } from "@web/components/ui/sidebar/sidebar-context.tsx";
import { useDocumentLiveStatus } from "@web/features/documents/live-status.ts";
import { useUploadNotifications } from "@web/features/upload/notices.ts";
import { AppHeader } from "./app-header.tsx";
import { AppSidebar } from "./app-sidebar.tsx";
import { PageSkeleton } from "./page-skeleton.tsx";
import { SkipLink } from "./skip-link.tsx";
import { useScrollToTop } from "./use-scroll-to-top.ts";

/**
 * The signed-in frame: collapsible sidebar, header, the routed page and the footer. It also keeps document
 * statuses live on every page and turns the outcome of this tab's uploads into toasts.
 */
export function AppShell({ user, children }: { user: CurrentUser; children: ReactNode }) {
  useScrollToTop();
  useDocumentLiveStatus();
  useUploadNotifications();
  return (
    <SidebarProvider>
      <SkipLink />
      <AppSidebar user={user} />
      <SidebarInset>
        <AppHeader user={user} />
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8 lg:px-8"
        >
          <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
        </main>
        <SiteFooter signedIn />
      </SidebarInset>
    </SidebarProvider>
  );
}
