// Setup for the web test project (happy-dom): jest-dom matchers, and a clean DOM, storage and fetch per test.
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// Lazily loaded pages are transformed on first import; on a busy 2-core machine that can pass the 1 s default.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  document.documentElement.className = "";
});
