import type { Analytics } from "../../../contract/graph.ts";
import type { Database } from "../../db/client.ts";
import { computeAnalytics } from "./analytics.ts";
import { buildGraph } from "./build-graph.ts";
import { FingerprintCache, scopeKey } from "./cache.ts";
import { loadDefinitions, type ExportGraph } from "./export.ts";
import { shownSnapshot } from "./significance.ts";
import { refreshSnapshot } from "./snapshot-refresh.ts";
import { assertProjectScope, knowledgeFingerprint, loadSnapshot, type KnowledgeSnapshot } from "./snapshot.ts";

export interface GraphServiceDeps {
  database: Database;
}

/**
 * The graph and analytics of a user's scope, cached per user and project until the user's knowledge changes.
 * The graph is kept as its JSON text: at 10,000 concepts and 50,000 relationships, serialising it again on every
 * request would cost more than reading the cache.
 */
export function createGraphService(deps: GraphServiceDeps, options: { maxEntries?: number } = {}) {
  // ~7 MB of JSON at 10,000 concepts / 50,000 relationships: bound the graphs by size as well as by count.
  const graphs = new FingerprintCache<string>(options.maxEntries ?? 32, (json) => json.length, 64_000_000);
  const analytics = new FingerprintCache<Analytics>(options.maxEntries ?? 32);
  // The graph and the analytics of one scope start from the same snapshot: after a change, whichever page is opened
  // first loads it for both. Few entries: a snapshot of 10,000 concepts and 50,000 relationships is ~15 MB.
  const snapshots = new FingerprintCache<KnowledgeSnapshot>(4);
  // After a change, a whole-knowledge snapshot is updated from the rows written since (./snapshot-refresh.ts).
  const stored = (key: string, fingerprint: string, userId: string, projectId: string | undefined) =>
    snapshots.get(key, fingerprint, (previous) =>
      previous && !projectId
        ? refreshSnapshot(deps.database, userId, previous)
        : loadSnapshot(deps.database, userId, projectId),
    );
  // What the graph, analytics and exports show: co-occurrence edges only where significant (./significance.ts).
  const snapshot = async (key: string, fingerprint: string, userId: string, projectId: string | undefined) =>
    shownSnapshot(await stored(key, fingerprint, userId, projectId));

  async function scoped(userId: string, projectId: string | undefined) {
    // The fingerprint first: a change committed while the value is computed then shows as a new fingerprint on the
    // next request, never as a stale value kept under a fresh one.
    const fingerprint = await knowledgeFingerprint(deps.database, userId);
    await assertProjectScope(deps.database, userId, projectId);
    return { key: scopeKey(userId, projectId), fingerprint };
  }

  return {
    /** `GET /api/graph` as JSON text. */
    async graphJson(userId: string, projectId: string | undefined): Promise<string> {
      const { key, fingerprint } = await scoped(userId, projectId);
      return graphs.get(key, fingerprint, async () =>
        JSON.stringify(buildGraph(await snapshot(key, fingerprint, userId, projectId))),
      );
    },

    /** `GET /api/analytics`. */
    async analytics(userId: string, projectId: string | undefined): Promise<Analytics> {
      const { key, fingerprint } = await scoped(userId, projectId);
      return analytics.get(key, fingerprint, async () => {
        const scope = await snapshot(key, fingerprint, userId, projectId);
        return computeAnalytics({ database: deps.database, userId, projectId }, scope);
      });
    },

    /**
     * `GET /api/graph/export`: every concept and relationship of the scope with definitions. Not cached: exports
     * are rare, and the snapshot they start from usually is.
     */
    async exportGraph(userId: string, projectId: string | undefined): Promise<ExportGraph> {
      const { key, fingerprint } = await scoped(userId, projectId);
      const [scope, definitions] = await Promise.all([
        snapshot(key, fingerprint, userId, projectId),
        loadDefinitions(deps.database, userId),
      ]);
      const graph = buildGraph(scope, { limits: false });
      return {
        nodes: graph.nodes.map((n) => ({ ...n, definition: definitions.get(n.id) ?? null })),
        edges: graph.edges,
      };
    },

    /** How many concepts and relationships the graph of the scope shows (Home's counts are the graph's). */
    async totals(userId: string, projectId: string | undefined): Promise<{ concepts: number; relationships: number }> {
      const { key, fingerprint } = await scoped(userId, projectId);
      const scope = await snapshot(key, fingerprint, userId, projectId);
      return { concepts: scope.nodes.length, relationships: scope.edges.length };
    },

    /** Whether anything of the user is cached (graph, analytics or snapshot). */
    holdsUser(userId: string): boolean {
      return graphs.holdsUser(userId) || snapshots.holdsUser(userId) || analytics.holdsUser(userId);
    },

    /** Drops everything cached of a user: their account is being deleted. */
    forgetUser(userId: string): void {
      graphs.forgetUser(userId);
      snapshots.forgetUser(userId);
      analytics.forgetUser(userId);
    },
  };
}

export type GraphService = ReturnType<typeof createGraphService>;
