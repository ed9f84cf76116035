// Accessibility check of the current page with axe-core (WCAG 2.1 A and AA rules).
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** One line per violation: rule, summary and the offending elements. Empty when the page passes. */
export async function axeViolations(page: Page): Promise<string[]> {
  // A toast or dialog caught mid-fade has lowered contrast that no user reads; judge the settled page.
  // Spinners run forever, so only animations with an end are waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}
