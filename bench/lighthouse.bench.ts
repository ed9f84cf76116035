// Lighthouse (desktop preset) on the landing page (signed out) and Home (signed in), in Debian's Chromium through
// chrome-launcher, against the real server started like the browser tests do (e2e/support/server.ts: a fresh
// data directory, MNEMO_E2E_SERVER_ARGS to run another entry point). Each page runs LIGHTHOUSE_RUNS times (default
// 3); the median is reported. Targets (issue 3): performance >= 90 and accessibility 100 on both pages.
// CHROME_PATH overrides /usr/bin/chromium.
import { existsSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { startServer } from "../e2e/support/server.ts";
import { ensureWebBuild } from "../scripts/web-build.mjs";
import { createAccountOverHttp } from "../server/testing/http-accounts.ts";
import { printResult } from "./support.ts";

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

if (!existsSync(chromePath)) {
  console.log(`lighthouse: skipped, no Chromium at ${chromePath} (apt-get install -y chromium, or set CHROME_PATH)`);
  process.exit(0);
}

ensureWebBuild();
const server = await startServer({ env: { MNEMO_SIGNIN_RATE_LIMIT: "1000" } });
const chrome = await chromeLauncher.launch({
  chromePath,
  // Only these two: with --disable-gpu and friends added, Lighthouse 13.5 failed to record the trace (NO_NAVSTART).
  chromeFlags: ["--headless=new", "--no-sandbox"],
});

try {
  const { cookie } = await createAccountOverHttp(server.baseUrl, {
    firstName: "Lighthouse",
    lastName: "Bench",
    email: `lighthouse-${Date.now()}@example.com`,
    password: "bench-password",
  });

  const pages: ReadonlyArray<{ name: string; headers?: Record<string, string> }> = [
    { name: "landing (signed out)" },
    { name: "home (signed in)", headers: { Cookie: cookie } },
  ];

  for (const { name, headers } of pages) {
    const results: Array<Record<string, number>> = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(
        `${server.baseUrl}/`,
        {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility"],
          ...(headers ? { extraHeaders: headers } : {}),
        },
        desktopConfig,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error("Lighthouse returned no result");
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      results.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        fcpMs: Math.round(audit("first-contentful-paint")),
        lcpMs: Math.round(audit("largest-contentful-paint")),
        tbtMs: Math.round(audit("total-blocking-time")),
        cls: Math.round(audit("cumulative-layout-shift") * 1000) / 1000,
      });
      const failing = Object.values(lhr.audits).filter(
        (a) => a.score !== null && a.score < 1 && lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id),
      );
      if (failing.length)
        console.log(`  accessibility audits not passed on ${name}: ${failing.map((a) => a.id).join(", ")}`);
    }
    const keys = Object.keys(results[0]!);
    printResult(
      `lighthouse desktop, ${name}, median of ${runs}`,
      Object.fromEntries(keys.map((k) => [k, median(results.map((r) => r[k]!))])),
    );
    console.log(
      `  runs: ${results.map((r) => `${r.performance}/${r.accessibility}`).join(" ")} (performance/accessibility)`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}
