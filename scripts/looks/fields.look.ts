// `npm run look -- fields`: a look, not a test. 14 research PDFs of six fields in three projects and 30 notes of a
// tropical-ecology vault (../shared/eval/domains/) uploaded through the API of a real server (PGlite, local
// extraction); prints what a reader judges: the central concepts, cross-domain and surprising connections of the
// account and of each project, and 30 labelled relationships sampled with a fixed seed (SEED=n), each with its
// strongest sentence. Screenshots of analytics and the graph go to the e2e artifacts.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, it } from "vitest";
import type { Analytics, Graph } from "../../contract/graph.ts";
import type { ConceptRelationship } from "../../contract/relationships.ts";
import { closeApp, openApp } from "../../e2e/support/app.ts";
import type { BrowserSession } from "../../e2e/support/browser.ts";
import { waitUntilDocumentsReady } from "../../e2e/support/page.ts";
import type { RunningServer } from "../../e2e/support/server.ts";
import { newAccount, signUp, snapshot } from "../../e2e/support/shell.ts";
import { domainRecords, domainsDir } from "./domains.ts";

const pdfs = domainRecords<{ file: string }>("pdfs.jsonl");
const notes = domainRecords<{ fileName: string; text: string }>("vault-anazonia-moon-notes.jsonl").slice(0, 30);
/** The PDFs of each project (by a part of their file name); "" is no project. */
const projects: Record<string, string[]> = {
  Economics: ["Dell_Temperature", "Autor_The_China", "miguel", "Bertrand_Are"],
  Psychology: ["Jamieson", "Logan_and_Crump", "Braem", "Crump_et_al"],
  "Physics and chemistry": ["takatori", "sahu-mandadapu", "vigolo-stone", "marquez-mullins"],
  "": ["rothman_greenland", "coppock_green_2016"],
};

let server: RunningServer;
let browser: BrowserSession;
let page: Page;
beforeAll(async () => {
  ({ server, browser, page } = await openApp());
});
afterAll(async () => {
  await closeApp(browser, server);
});

async function get<T>(url: string): Promise<T> {
  return (await (await page.request.get(url)).json()) as T;
}

function printAnalytics(title: string, a: Analytics): void {
  console.log(`\n##### ${title}`);
  console.log("CENTRAL", a.centralConcepts.map((c) => `${c.name} (${c.connections}, ${c.category})`).join("; "));
  for (const c of a.crossDomainConnections)
    console.log(
      `CROSS ${c.concept1.name} —${c.label ?? c.relationshipType}→ ${c.concept2.name} [${c.between.join(" / ")}]`,
    );
  for (const c of a.surprisingConnections) console.log(`SURPRISE ${c.reason}`);
}

async function upload(title: string, content: string, type: "pdf" | "note", projectId: string | null) {
  const response = await page.request.post("/api/documents", { data: { title, content, type, projectId } });
  if (!response.ok()) console.log("upload failed", title, response.status(), await response.text());
}

/** 30 labelled relationships drawn with a linear congruential generator from SEED, each with its first sentence. */
async function printSampledEdges(graph: Graph): Promise<void> {
  const names = new Map(graph.nodes.map((n) => [n.id, n.label]));
  const labelled = graph.edges.filter((e) => e.label);
  let seed = Number(process.env.SEED ?? 5);
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  console.log(`\nEDGES (${labelled.length} labelled of ${graph.edges.length})`);
  for (let k = 0; k < 30 && labelled.length > 0; k++) {
    const edge = labelled[Math.floor(next() * labelled.length)]!;
    const relationships = await get<ConceptRelationship[]>(`/api/concepts/${edge.source}/relationships`);
    const evidence = relationships.find((r) => r.other.id === edge.target)?.evidence ?? [];
    const [first, second] = edge.labelFrom === edge.target ? [edge.target, edge.source] : [edge.source, edge.target];
    // The label is read from one of the sentences; show the first two, long enough to judge it.
    const quoted = evidence
      .slice(0, 2)
      .map((e) => e.text.replace(/\s+/g, " ").slice(0, 400))
      .join(" || ");
    console.log(`${k + 1}. [${names.get(first)}] ${edge.label} [${names.get(second)}] :: ${quoted}`);
  }
}

it("shows what a reader judges on documents of six fields", async () => {
  await signUp(page, newAccount("Field", "Reader"));
  let total = 0;
  const projectIds: Record<string, string> = {};
  for (const [name, wanted] of Object.entries(projects)) {
    let projectId: string | null = null;
    if (name) {
      projectId = (await (await page.request.post("/api/projects", { data: { name } })).json()).id as string;
      projectIds[name] = projectId;
    }
    for (const part of wanted) {
      const pdf = pdfs.find((p) => p.file.includes(part));
      if (!pdf) throw new Error(`no PDF named like ${part}`);
      const title = pdf.file.replace(/^pdfs\/\w+-/, "").replace(/\.pdf$/, "");
      await upload(title, readFileSync(join(domainsDir, pdf.file)).toString("base64"), "pdf", projectId);
      total++;
    }
  }
  for (const note of notes) {
    await upload(note.fileName.replace(/\.md$/, ""), note.text, "note", null);
    total++;
  }
  await page.goto("/documents");
  await waitUntilDocumentsReady(page, total, 1_500_000);
  printAnalytics("ALL", await get<Analytics>("/api/analytics"));
  for (const [name, id] of Object.entries(projectIds))
    printAnalytics(name, await get<Analytics>(`/api/analytics?projectId=${id}`));
  const graph = await get<Graph>("/api/graph");
  const alone = graph.nodes.filter((n) => n.degree === 0).length;
  console.log(`\nGRAPH ${graph.nodes.length} concepts, ${graph.edges.length} relationships, ${alone} alone`);
  await printSampledEdges(graph);
  await page.goto("/analytics");
  await page.waitForTimeout(3000);
  await snapshot(page, "look-fields-analytics", { fullPage: true });
  await page.goto("/graph");
  await page.waitForTimeout(6000);
  await snapshot(page, "look-fields-graph");
}, 1_800_000);
