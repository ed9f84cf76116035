// What the text connects, end to end in a real browser (issue 32): four short notes as a new user writes them and a
// research paper's PDF with a reading note. The graph relates what the sentences state; the concept panel reads each
// relationship in the text's own words with its sentence; Home, the graph and analytics count the same
// relationships; analytics quotes the sentence of a surprising connection. Screenshots in both themes.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Analytics, Graph } from "../contract/graph.ts";
import type { ConceptRelationship } from "../contract/relationships.ts";
import { axeViolations } from "./support/a11y.ts";
import { closeApp, openApp } from "./support/app.ts";
import type { BrowserSession } from "./support/browser.ts";
import { addNotes } from "./support/graph-notes.ts";
import { visible, waitForPath, waitUntilDocumentsReady } from "./support/page.ts";
import { writePaperPdf } from "./support/paper-pdf.ts";
import type { RunningServer } from "./support/server.ts";
import { newAccount, pageHeading, signUp, snapshot, startInTheme } from "./support/shell.ts";

/** The first graph: notes a new user writes, each stating how a few things relate. */
const fourNotes = [
  {
    title: "Backpropagation",
    content:
      "Backpropagation trains neural networks by gradient descent. It computes the gradient of the loss for every weight.",
  },
  {
    title: "Genetic algorithms",
    content:
      "A genetic algorithm is an optimization method inspired by natural selection. Unlike gradient descent, a genetic algorithm needs no gradient.",
  },
  {
    title: "Darwin",
    content:
      "Charles Darwin described natural selection. Natural selection favours individuals that leave more offspring.",
  },
  {
    title: "Meningococcus reading note",
    content:
      "Immune selection organises the antigenic variants of Neisseria meningitidis into sets that do not overlap. Natural selection inspired this model of immune selection.",
  },
];

let server: RunningServer;
let browser: BrowserSession;
let page: Page;
let folder: string;

beforeAll(async () => {
  ({ server, browser, page } = await openApp());
  folder = await mkdtemp(join(tmpdir(), "mnemo-relations-"));
});

afterAll(async () => {
  await closeApp(browser, server);
  if (folder) await rm(folder, { recursive: true, force: true });
});

const main = () => page.getByRole("main");
const panel = () => page.getByRole("complementary", { name: "Concept details" });
const apiGraph = async () => (await (await page.request.get("/api/graph")).json()) as Graph;
const conceptId = (graph: Graph, name: string) => {
  const node = graph.nodes.find((n) => n.label.toLowerCase() === name);
  if (!node) throw new Error(`no concept "${name}" among ${graph.nodes.map((n) => n.label).join(", ")}`);
  return node.id;
};

describe("relationships stated in the text", () => {
  it("relates what four short notes and an uploaded paper state", async () => {
    await signUp(page, newAccount("Charles", "Reader"));
    const pdfPath = join(folder, "gupta-1996.pdf");
    await writePaperPdf(pdfPath);
    await page.goto("/upload");
    const chooser = page.waitForEvent("filechooser");
    await main().getByRole("button", { name: "Choose files to upload" }).click();
    await (await chooser).setFiles([pdfPath]);
    await waitForPath(page, "/documents", 60_000);
    await waitUntilDocumentsReady(page, 1, 120_000);
    await addNotes(page, fourNotes);

    const graph = await apiGraph();
    const between = (a: string, b: string) =>
      graph.edges.find(
        (e) => [e.source, e.target].sort().join() === [conceptId(graph, a), conceptId(graph, b)].sort().join(),
      );
    expect(between("backpropagation", "neural networks")).toMatchObject({ label: "trains" });
    expect(between("genetic algorithm", "natural selection")).toMatchObject({ label: "inspired by" });
    expect(between("charles darwin", "natural selection")).toMatchObject({
      label: "described",
      labelFrom: conceptId(graph, "charles darwin"),
    });
  }, 300_000);

  it("counts the same relationships on Home, the graph and analytics", async () => {
    const graph = await apiGraph();
    const analytics = (await (await page.request.get("/api/analytics")).json()) as Analytics;
    expect(analytics.totals.relationships).toBe(graph.totalEdges);
    await page.goto("/");
    // the count once it has loaded (the card shows a placeholder first)
    await visible(main().getByTestId("stat-relationshipCount").getByText(String(graph.totalEdges), { exact: true }));
    await page.goto("/graph");
    await visible(pageHeading(page, "Knowledge Graph"));
    expect(await page.getByTestId("graph-summary").textContent()).toContain(`${graph.edges.length} relationships`);
  });

  it("reads each relationship of a concept in the text's words, with its sentence", async () => {
    const graph = await apiGraph();
    const selection = conceptId(graph, "natural selection");
    const listed = (await (
      await page.request.get(`/api/concepts/${selection}/relationships`)
    ).json()) as ConceptRelationship[];
    expect(listed.find((r) => r.other.name.toLowerCase() === "charles darwin")).toMatchObject({
      label: "described",
      labelFrom: "other",
    });
    await page.goto(`/graph?concept=${selection}`);
    await visible(panel().getByRole("heading", { name: "natural selection" }));
    const darwin = panel().getByTestId("relationship").filter({ hasText: "Charles Darwin" });
    await visible(darwin);
    expect(await darwin.getByTestId("relationship-wording").textContent()).toBe("Charles Darwin described it");
    expect(await darwin.getByTestId("relationship-evidence").textContent()).toBe(
      "Charles Darwin described natural selection.",
    );
    await snapshot(page, "relationships-panel");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("shows analytics built on what the text states", async () => {
    await page.goto("/analytics");
    await visible(pageHeading(page, "Graph Analytics"));
    const analytics = (await (await page.request.get("/api/analytics")).json()) as Analytics;
    expect(analytics.centralConcepts.length).toBeGreaterThan(0);
    for (const surprise of analytics.surprisingConnections) {
      expect(surprise.evidence).not.toBeNull();
      expect(surprise.reason).toContain(surprise.evidence!.text);
    }
    await visible(page.getByTestId("card-central"));
    await snapshot(page, "relationships-analytics", { fullPage: true });
  });

  it("looks right in the dark theme", async () => {
    await startInTheme(page, "dark");
    const graph = await apiGraph();
    await page.goto(`/graph?concept=${conceptId(graph, "genetic algorithm")}`);
    await visible(panel().getByRole("heading", { name: "genetic algorithm" }));
    await snapshot(page, "relationships-panel");
    await page.goto("/analytics");
    await visible(page.getByTestId("card-central"));
    await snapshot(page, "relationships-analytics", { fullPage: true });
  });
});
