// The user's say over which names are one concept (issue 33), end to end in a real browser: three short notes where
// "LLM" is used without its long form in one and "large language model" is defined in another (one concept to the
// reader, two to the machine), and one that defines "equation of state (EOS)", which reading merges by itself. On the
// concepts page the pair is proposed and merged; the graph's panel shows one concept with the other name; undo brings
// two back. The panel splits "EOS" back out (the timeline's "Split"), and renames. Screenshots in both themes, and the
// page at 390 px without sideways scrolling.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConceptList } from "../contract/concept-changes.ts";
import type { Graph } from "../contract/graph.ts";
import { axeViolations } from "./support/a11y.ts";
import { closeApp, openApp } from "./support/app.ts";
import type { BrowserSession } from "./support/browser.ts";
import { addNotes } from "./support/graph-notes.ts";
import { visible } from "./support/page.ts";
import type { RunningServer } from "./support/server.ts";
import { newAccount, pageHeading, signUp, snapshot, startInTheme } from "./support/shell.ts";

const notes = [
  {
    title: "Stellar interiors",
    content:
      "The equation of state (EOS) relates pressure, density and temperature inside a star. The EOS of a white dwarf is set by electron degeneracy pressure. Neutron stars need a stiffer EOS.",
  },
  {
    title: "Language models",
    content:
      "A large language model is a neural network trained on large amounts of text. A large language model predicts the next token from the tokens before it.",
  },
  {
    title: "Chatbots",
    content:
      "Chatbots answer questions with an LLM. An LLM can also summarize long documents. Fine-tuning adapts an LLM to one task. Every large language model needs careful prompts.",
  },
];

let server: RunningServer;
let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  ({ server, browser, page } = await openApp());
});

afterAll(async () => {
  await closeApp(browser, server);
});

const main = () => page.getByRole("main");
const panel = () => page.getByRole("complementary", { name: "Concept details" });
const dialog = () => page.getByRole("dialog");
const toast = () => page.locator('[role="region"][aria-label^="Notifications"] li');
const getJson = async <T>(url: string) => (await (await page.request.get(url)).json()) as T;
const concepts = () => getJson<ConceptList>("/api/concepts?limit=200");
const named = async (name: string) => {
  const list = await concepts();
  const found = list.items.find((c) => c.name.toLowerCase() === name.toLowerCase());
  if (!found) throw new Error(`no concept "${name}" among ${list.items.map((c) => c.name).join(", ")}`);
  return found;
};

const row = (name: string) =>
  main()
    .getByTestId("concept-row")
    .filter({ has: page.getByRole("link", { name, exact: true }) });
const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

describe("merging, splitting and renaming concepts", () => {
  it("reads the notes: EOS merged into its long form by reading, LLM and its long form apart", async () => {
    await signUp(page, newAccount("Ada", "Lovelace"));
    await addNotes(page, notes);
    expect((await named("equation of state")).aliases).toEqual(["EOS"]);
    expect((await named("LLM")).aliases).toEqual([]);
    expect((await named("large language model")).aliases).toEqual([]);
  }, 180_000);

  it("proposes LLM and large language model as one, and merges them from the concepts page", async () => {
    await page.goto("/concepts");
    await visible(pageHeading(page, "Concepts"));
    const suggestion = main().getByTestId("suggestion");
    await visible(suggestion);
    expect(await suggestion.getByTestId("suggestion-reason").textContent()).toContain(
      "“LLM” are the initials of “large language model”",
    );
    // The first passage that names each side, the name marked.
    expect((await suggestion.locator("mark").allTextContents()).sort()).toEqual(["LLM", "large language model"]);
    await visible(row("equation of state").getByText("Also called: EOS"));
    await snapshot(page, "concept-changes-page", { fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    await row("LLM").getByRole("checkbox").check();
    await row("large language model").getByRole("checkbox").check();
    await main().getByRole("button", { name: "Merge selected" }).click();
    await visible(dialog().getByRole("heading", { name: "Merge 2 concepts" }));
    // The most mentioned is kept unless the user chooses: here the long form.
    expect(await dialog().getByRole("radio", { name: /^LLM/ }).isChecked()).toBe(true);
    await dialog()
      .getByRole("radio", { name: /^large language model/ })
      .check();
    await snapshot(page, "concept-changes-merge-dialog");
    await dialog().getByRole("button", { name: "Merge 2 concepts" }).click();
    await visible(toast().filter({ hasText: "Concepts merged" }));
    await visible(row("large language model").getByText("Also called: LLM"));
    expect(await row("LLM").count()).toBe(0);
    // Merged, the pair is no longer a possible duplicate.
    await suggestion.waitFor({ state: "detached" });
    expect((await named("large language model")).aliases).toEqual(["LLM"]);
  });

  it("shows one concept with the other name in the graph's panel, and two again after undo", async () => {
    const kept = await named("large language model");
    const before = await getJson<Graph>("/api/graph");
    expect(before.nodes.some((n) => n.label === "LLM")).toBe(false);
    await page.goto(`/graph?concept=${kept.id}`);
    await visible(panel().getByRole("heading", { name: "large language model" }));
    await visible(panel().getByRole("list", { name: "Other names" }).getByText("LLM", { exact: true }));
    expect(await panel().getByText("Documents (2)").count()).toBe(1);
    await snapshot(page, "concept-changes-panel");

    await page.goto("/concepts");
    const merge = main().getByTestId("concept-change").filter({ hasText: 'Merged "LLM" into "large language model"' });
    await visible(merge);
    await merge.getByRole("button", { name: "Undo" }).click();
    await visible(toast().filter({ hasText: "Change undone" }));
    await visible(row("LLM"));
    await merge.getByText("Undone").waitFor();
    expect((await named("large language model")).aliases).toEqual([]);
    const after = await getJson<Graph>("/api/graph");
    expect(after.nodes.some((n) => n.label === "LLM")).toBe(true);
    await page.goto(`/graph?concept=${kept.id}`);
    await visible(panel().getByRole("heading", { name: "large language model" }));
    expect(await panel().getByRole("list", { name: "Other names" }).count()).toBe(0);
  });

  it("splits EOS out of the equation of state from the panel, and the timeline says so", async () => {
    const eos = await named("equation of state");
    await page.goto(`/graph?concept=${eos.id}`);
    await visible(panel().getByRole("heading", { name: "equation of state" }));
    await panel().getByRole("button", { name: "Split out “EOS”" }).click();
    await visible(toast().filter({ hasText: "Concept split" }));
    await panel().getByRole("list", { name: "Other names" }).waitFor({ state: "detached" });
    expect((await named("EOS")).aliases).toEqual([]);
    expect((await named("equation of state")).aliases).toEqual([]);

    await page.goto("/timeline");
    await visible(pageHeading(page, "Concept Timeline"));
    const split = page.getByTestId("timeline-entry").filter({ has: page.locator("[data-change-type=split]") });
    await visible(split.first());
    await visible(split.first().getByRole("button", { name: "Undo" }));
    await snapshot(page, "concept-changes-timeline");
  });

  it("renames a concept in place, and the new name is everywhere", async () => {
    const chatbots = await named("chatbots");
    await page.goto(`/graph?concept=${chatbots.id}`);
    await panel().getByRole("button", { name: "Rename “chatbots”" }).click();
    const field = panel().getByRole("textbox", { name: "Concept name" });
    await field.fill("chatbot");
    await field.press("Enter");
    await visible(panel().getByRole("heading", { name: "chatbot", exact: true }));
    await visible(toast().filter({ hasText: "Concept renamed" }));
    expect((await named("chatbot")).id).toBe(chatbots.id);
    // A name another concept has is refused, and the field says why.
    await panel().getByRole("button", { name: "Rename “chatbot”" }).click();
    await panel().getByRole("textbox", { name: "Concept name" }).fill("LLM");
    await panel().getByRole("textbox", { name: "Concept name" }).press("Enter");
    await visible(panel().getByRole("alert"));
    await panel().getByRole("textbox", { name: "Concept name" }).press("Escape");
    await page.goto(`/timeline?type=renamed`);
    await visible(page.getByTestId("timeline-entry").filter({ hasText: "chatbot" }).first());
  });

  it("merges a proposed pair from its card, keeps it apart once undone, and never proposes a split name back", async () => {
    await page.goto("/concepts");
    // The two sides come in either order.
    const eosPair = main().getByRole("listitem", { name: /^(EOS and equation of state|equation of state and EOS)$/ });
    const llmPair = main().getByRole("listitem", {
      name: /^(LLM and large language model|large language model and LLM)$/,
    });
    await visible(llmPair);
    // EOS was split out of its long form by the user: not proposed to merge back.
    expect(await eosPair.count()).toBe(0);
    await llmPair.getByRole("button", { name: "Merge", exact: true }).click();
    await dialog()
      .getByRole("radio", { name: /^large language model/ })
      .check();
    await dialog().getByRole("button", { name: "Merge 2 concepts" }).click();
    await visible(toast().filter({ hasText: "Concepts merged" }));
    await llmPair.waitFor({ state: "detached" });
    expect((await named("large language model")).aliases).toEqual(["LLM"]);
    const merge = main().getByTestId("concept-change").filter({ hasText: 'Merged "LLM" into "large language model"' });
    await merge.first().getByRole("button", { name: "Undo" }).click();
    await visible(toast().filter({ hasText: "Change undone" }));
    await visible(llmPair);
    await llmPair.getByRole("button", { name: "Keep apart" }).click();
    await visible(toast().filter({ hasText: "Kept apart" }));
    await llmPair.waitFor({ state: "detached" });
    expect(await getJson<unknown[]>("/api/concept-suggestions")).toEqual([]);
  });

  it("fits a 390 px screen and looks right in the dark theme", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/concepts");
    await visible(row("equation of state"));
    expect(await pageWidth()).toBeLessThanOrEqual(390);
    await snapshot(page, "concept-changes-mobile", { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await startInTheme(page, "dark");
    await visible(row("equation of state"));
    await snapshot(page, "concept-changes-page", { fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await row("LLM").getByRole("checkbox").check();
    await row("large language model").getByRole("checkbox").check();
    await main().getByRole("button", { name: "Merge selected" }).click();
    await visible(dialog().getByRole("heading", { name: "Merge 2 concepts" }));
    await snapshot(page, "concept-changes-merge-dialog");
    await dialog().getByRole("button", { name: "Cancel" }).click();
    const eos = await named("equation of state");
    await page.goto(`/graph?concept=${eos.id}`);
    await visible(panel().getByRole("heading", { name: "equation of state" }));
    await snapshot(page, "concept-changes-panel");
    await page.goto("/timeline");
    await visible(
      page
        .getByTestId("timeline-entry")
        .filter({ has: page.locator("[data-change-type=split]") })
        .first(),
    );
    await snapshot(page, "concept-changes-timeline");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/concepts");
    await visible(row("equation of state"));
    expect(await pageWidth()).toBeLessThanOrEqual(390);
    await snapshot(page, "concept-changes-mobile", { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
