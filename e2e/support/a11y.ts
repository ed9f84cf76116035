// Accessibility check of the current page with axe-core (WCAG 2.1 A and AA rules).
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** One line per violation: rule, summary and the offending elements. Empty when the page passes. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}
