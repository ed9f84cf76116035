import type { ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Router, type BaseLocationHook, type BaseSearchHook } from "wouter";
import { Toaster } from "@web/components/ui/toaster.tsx";
import { TooltipProvider } from "@web/components/ui/tooltip.tsx";
import { queryClient as defaultQueryClient } from "@web/lib/query-client.ts";

/** Everything the app runs inside. Tests pass their own query client and a memory location. */
export function AppProviders({
  children,
  client = defaultQueryClient,
  location,
  search,
}: {
  children: ReactNode;
  client?: QueryClient;
  location?: BaseLocationHook;
  search?: BaseSearchHook;
}) {
  const routerProps = { ...(location ? { hook: location } : {}), ...(search ? { searchHook: search } : {}) };
  return (
    <QueryClientProvider client={client}>
      <Router {...routerProps}>
        <TooltipProvider>
          {children}
          <Toaster />
        </TooltipProvider>
      </Router>
    </QueryClientProvider>
  );
}
