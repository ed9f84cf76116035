// Notes whose extraction gives a small, varied knowledge graph: several categories, supports and contradicts
// relationships, definitions, and concepts shared between notes (so a concept has history from two documents).
export const graphNotes = [
  {
    title: "Learning and memory",
    content: `Spaced repetition is a learning technique that reviews material at increasing intervals.
Spaced repetition improves long-term memory. The forgetting curve describes how memory decays over time.
Active recall supports long-term memory. Working memory holds information for a few seconds.
Behaviorism contradicts cognitive psychology. Cognitive psychology studies memory and attention.`,
  },
  {
    title: "Neural networks",
    content: `A neural network is a computational model made of layers of artificial neurons.
Gradient descent is an optimization algorithm that minimizes a loss function. Backpropagation supports gradient descent.
Overfitting contradicts generalization. Regularization improves generalization in a neural network.
Attention mechanisms improve long-term memory in recurrent networks.`,
  },
  {
    title: "Thermodynamics",
    content: `Thermodynamics is the branch of physics that deals with heat, work and temperature.
Entropy is a measure of disorder in a thermodynamic system. The second law of thermodynamics implies that entropy increases.
Statistical mechanics supports thermodynamics. Perpetual motion contradicts the second law of thermodynamics.
Entropy shapes thermodynamics. Entropy inspired spaced repetition.`,
  },
] as const;

/** A later note that gives "entropy" a new definition (a Definition Updated entry with the previous one). */
export const entropyRevisited = {
  title: "Entropy revisited",
  content: `Entropy is a quantity that counts the microscopic configurations consistent with a macroscopic state.
Boltzmann related entropy to probability.`,
} as const;

interface RequestPage {
  request: {
    post: (
      url: string,
      options: { data: unknown },
    ) => Promise<{ ok(): boolean; json(): Promise<unknown>; text(): Promise<string> }>;
    get: (url: string) => Promise<{ json(): Promise<unknown> }>;
  };
  waitForTimeout: (ms: number) => Promise<void>;
}

/**
 * Adds notes through the API as the signed-in browser user (same cookies) and waits until every document is
 * processed, so the pages show real extracted knowledge.
 */
export async function addNotes(
  page: RequestPage,
  notes: ReadonlyArray<{ title: string; content: string }>,
  projectId: string | null = null,
): Promise<void> {
  for (const note of notes) {
    const response = await page.request.post("/api/documents", { data: { ...note, type: "note", projectId } });
    if (!response.ok()) throw new Error(`could not add "${note.title}": ${await response.text()}`);
  }
  const deadline = Date.now() + 90_000;
  for (;;) {
    const list = (await (await page.request.get("/api/documents")).json()) as Array<{ status: string }>;
    if (list.every((d) => d.status === "ready" || d.status === "failed")) return;
    if (Date.now() > deadline) throw new Error("documents were not processed within 90 s");
    await page.waitForTimeout(250);
  }
}

/** Creates a project through the API and answers its id. */
export async function addProject(page: RequestPage, name: string): Promise<string> {
  const response = await page.request.post("/api/projects", { data: { name } });
  return ((await response.json()) as { id: string }).id;
}
