import "./lib/zod-config.ts";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App.tsx";
import { AppProviders } from "./components/app-providers.tsx";
import { startOpeningGraph } from "./features/graph/opening.ts";
import { queryClient } from "./lib/query-client.ts";
import { initTheme } from "./lib/theme.ts";
import "./styles.css";

initTheme();
startOpeningGraph(queryClient);

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <App />
    </AppProviders>
  </StrictMode>,
);
