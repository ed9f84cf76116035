// The Knowledge Graph page in a real browser against the real server, with knowledge extracted from real notes:
// the canvas draws, hover and click work through sigma, the concept panel shows definition, documents, passages and
// history, zoom controls, category filter, focus, search, project scope, the empty state and the Export menu's
// downloads. Screenshots in both themes go to e2e/screenshots.
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { Graph } from "../contract/graph.ts";
import { closeApp, openApp } from "./support/app.ts";
import { axeViolations } from "./support/a11y.ts";
import type { BrowserSession } from "./support/browser.ts";
import { addNotes, addProject, graphNotes } from "./support/graph-notes.ts";
import { cameraAtRest } from "./support/graph.ts";
import { visible } from "./support/page.ts";
import type { RunningServer } from "./support/server.ts";
import { newAccount, pageHeading, signUp, snapshot, startInTheme } from "./support/shell.ts";

let server: RunningServer;
let browser: BrowserSession;
let page: Page;
let physicsProject: string;

beforeAll(async () => {
  ({ server, browser, page } = await openApp());
  await signUp(page, newAccount("Rosalind", "Franklin"));
  physicsProject = await addProject(page, "Physics");
  await addNotes(page, graphNotes.slice(0, 2));
  await addNotes(page, graphNotes.slice(2), physicsProject);
});

afterAll(async () => {
  await closeApp(browser, server);
});

const apiGraph = async (query = "") => (await (await page.request.get(`/api/graph${query}`)).json()) as Graph;
const panel = () => page.getByRole("complementary", { name: "Concept details" });
/** Pixels drawn (alpha > 0) on one of sigma's 2D layers. */
const drawnPixels = (layer: string) =>
  page.evaluate((name) => {
    const canvas = document.querySelector<HTMLCanvasElement>(`[data-testid=graph-stage] canvas.sigma-${name}`);
    const ctx = canvas?.getContext("2d");
    if (!canvas || !ctx) return -1;
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++;
    return n;
  }, layer);
const canvasCentre = async () => {
  const box = (await page.getByTestId("graph-stage").boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};
/** Polls a condition checked from the test (it may act on the page) until it holds. */
async function waitFor(condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await page.waitForTimeout(150);
  }
}
/** Pixels drawn on sigma's hover layer (the hovered concept's name box). */
const hoverDrawn = () => drawnPixels("hovers").then((n) => n > 0);

describe("the Knowledge Graph page", () => {
  it("draws the extracted concepts on the circle of PRODUCT.md section 2, with legend, zoom controls and minimap", async () => {
    const graph = await apiGraph();
    expect(graph.nodes.length).toBeGreaterThan(10);
    await page.goto("/graph");
    await visible(pageHeading(page, "Knowledge Graph"));
    await visible(page.getByText("See how the concepts from your documents connect to each other."));
    await visible(page.getByTestId("graph-stage"));
    expect(await page.getByTestId("graph-summary").textContent()).toBe(
      `${graph.nodes.length} concepts · ${graph.edges.length} relationships`,
    );
    expect(await page.getByTestId("graph-canvas").getAttribute("data-layout")).toBe("circle");
    await visible(page.getByTestId("graph-legend"));
    for (const name of ["Zoom in", "Zoom out", "Fit to screen"]) await visible(page.getByRole("button", { name }));
    await visible(page.getByTestId("minimap"));
    // Every name is drawn on the labels layer (the circle shows all of them).
    await page.waitForFunction(() => document.querySelector("[data-testid=graph-stage] canvas.sigma-labels"));
    expect(await drawnPixels("labels")).toBeGreaterThan(1000);
    await snapshot(page, "graph");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("finds a concept, flies to it, shows its label on hover and opens its panel on click", async () => {
    const search = page.getByRole("combobox", { name: "Find a concept" });
    await search.fill("entro");
    await visible(page.getByRole("option", { name: /^entropy \(/ }));
    await page.keyboard.press("Enter");
    await visible(panel());
    await page.getByRole("button", { name: "Close concept details" }).click();
    await cameraAtRest(page); // the flight, and the stage widening as the panel closes
    // Nothing is hovered or highlighted while the pointer is off the canvas.
    const centre = await canvasCentre();
    await page.mouse.move(centre.x, 5);
    await waitFor(async () => !(await hoverDrawn()));
    // The concept is now under the centre of the canvas: hovering draws its name in a box, clicking opens it.
    // sigma looks for a node on mouse moves and draws the box on the next frame: move again until it shows.
    await waitFor(async () => {
      await page.mouse.move(centre.x + Math.random() * 2 - 1, centre.y + Math.random() * 2 - 1);
      return hoverDrawn();
    });
    await page.mouse.click(centre.x, centre.y);
    await visible(panel().getByRole("heading", { name: "entropy" }));
  });

  it("shows the concept's definition, documents, passages with the mention marked, and history", async () => {
    await visible(panel().getByText("Entropy is a measure of disorder in a thermodynamic system.").first());
    await visible(panel().getByRole("link", { name: "Thermodynamics" }).first());
    const passage = panel().getByTestId("panel-passage").first();
    await visible(passage);
    expect((await passage.locator("mark").first().textContent())?.toLowerCase()).toBe("entropy");
    const history = panel().getByRole("list", { name: "History" });
    await visible(history);
    expect(await history.textContent()).toContain("Created");
    expect(await history.textContent()).toContain("From document: Thermodynamics");
    expect(
      await panel()
        .getByRole("link", { name: /Open in timeline/ })
        .getAttribute("href"),
    ).toMatch(/^\/timeline\?concept=/);
    await snapshot(page, "graph-panel");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("focuses on the neighbourhood, zooms with the controls and filters categories", async () => {
    await panel().getByRole("button", { name: "Focus on neighbourhood" }).click();
    await visible(page.getByText(/Showing \d+ concepts within one step of/));
    await page.getByRole("button", { name: "Show whole graph" }).click();
    const zoom = page.getByTestId("zoom-level");
    const before = await zoom.textContent();
    await page.getByRole("button", { name: "Zoom in" }).click();
    await page.waitForFunction((b) => document.querySelector("[data-testid=zoom-level]")?.textContent !== b, before);
    await page.getByRole("button", { name: "Fit to screen" }).click();
    const technical = page.getByRole("group", { name: "Show categories" }).getByRole("button", { name: /Technical/ });
    await technical.click();
    expect(await technical.getAttribute("aria-pressed")).toBe("false");
    await technical.click();
    expect(await technical.getAttribute("aria-pressed")).toBe("true");
  });

  it("follows the selected project, and shows 'No concepts yet' for an empty one", async () => {
    const physics = await apiGraph(`?projectId=${physicsProject}`);
    await page.getByTestId("sidebar").getByRole("button", { name: "Physics" }).click();
    await page.waitForFunction(
      (n) => document.querySelector("[data-testid=graph-summary]")?.textContent?.startsWith(`${n} concepts`),
      physics.nodes.length,
    );
    expect(physics.nodes.map((n) => n.label)).toContain("entropy");
    expect(physics.nodes.map((n) => n.label)).not.toContain("cognitive psychology");
    await addProject(page, "Empty project");
    await page.reload();
    await page.getByTestId("sidebar").getByRole("button", { name: "Empty project" }).click();
    await visible(page.getByText("No concepts yet"));
    await visible(page.getByText("Upload documents to extract concepts and build your knowledge graph"));
    await page.getByTestId("sidebar").getByRole("button", { name: "All Documents" }).click();
    await visible(page.getByTestId("graph-stage"));
  });

  it("downloads the graph as GraphML and CSV from the Export menu", async () => {
    const graph = await apiGraph();
    const download = async (entry: RegExp) => {
      await page.getByRole("button", { name: "Export" }).click();
      const [file] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("menuitem", { name: entry }).click(),
      ]);
      return { name: file.suggestedFilename(), text: await readFile((await file.path())!, "utf8") };
    };
    const date = new Date().toISOString().slice(0, 10);
    const graphml = await download(/^GraphML/);
    expect(graphml.name).toBe(`mnemo-graph-${date}.graphml`);
    expect(graphml.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<graphml /);
    expect(graphml.text.match(/<node /g)).toHaveLength(graph.nodes.length);
    expect(graphml.text).toContain('<data key="label">entropy</data>');
    const nodes = await download(/^CSV \(nodes\)/);
    expect(nodes.name).toBe(`mnemo-graph-nodes-${date}.csv`);
    expect(nodes.text.startsWith("Id,Label,Category,Definition,Size,Degree,Documents\r\n")).toBe(true);
    const edges = await download(/^CSV \(edges\)/);
    expect(edges.name).toBe(`mnemo-graph-edges-${date}.csv`);
    expect(edges.text.split("\r\n").filter(Boolean)).toHaveLength(graph.edges.length + 1);
  });

  it("looks right in the dark theme", async () => {
    await startInTheme(page, "dark");
    await visible(page.getByTestId("graph-stage"));
    await page.waitForTimeout(500);
    await snapshot(page, "graph");
    await page.getByRole("combobox", { name: "Find a concept" }).fill("neural network");
    await page.keyboard.press("Enter");
    await visible(panel());
    await snapshot(page, "graph-panel");
    expect(await axeViolations(page)).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  });
});
