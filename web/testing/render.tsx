import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { memoryLocation } from "wouter/memory-location";
import { AppProviders } from "@web/components/app-providers.tsx";
import { createQueryClient } from "@web/lib/query-client.ts";

/** Renders `ui` inside the app's providers with a fresh query client and an in-memory location. */
export function renderWithApp(ui: ReactElement, { path = "/" }: { path?: string } = {}) {
  const [pathname, search = ""] = path.split("?");
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  const client = createQueryClient();
  const result = render(
    <AppProviders client={client} location={location.hook} search={location.searchHook}>
      {ui}
    </AppProviders>,
  );
  return { ...result, client, location };
}
