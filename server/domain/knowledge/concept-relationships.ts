/**
 * A concept's relationships as the concept panel shows them: the ones the graph shows (significance.ts), each with
 * the sentences that show it. Contradictions first, then supports, then related, strongest first.
 */
import type { ConceptRelationship } from "../../../contract/relationships.ts";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../errors.ts";
import { significantCooccurrence } from "../graph/significance.ts";

/** Relationships listed per concept: the panel is a reading list, not the graph. */
const MAX_RELATIONSHIPS = 60;
const EVIDENCE_PER_RELATIONSHIP = 3;
const typeRank: Record<string, number> = { contradicts: 0, supports: 1, related: 2 };

interface Row {
  id: string;
  type: ConceptRelationship["type"];
  source: string;
  strength: number;
  cooccurrences: number;
  explicit: boolean;
  label: string | null;
  label_reversed: boolean;
  other_id: string;
  other_name: string;
  other_category: string;
  other_mentions: number;
  linked: boolean;
  contradiction: boolean;
  evidence_count: number;
}

export async function listConceptRelationships(
  database: Database,
  userId: string,
  conceptId: string,
): Promise<ConceptRelationship[]> {
  const [concept] = await database.query<{ mentions: number; sentences: number }>(
    `SELECT (SELECT coalesce(sum(mention_count), 0)::int FROM document_concepts WHERE user_id = $1 AND concept_id = c.id) AS mentions,
            (SELECT count(*)::int FROM statements WHERE user_id = $1) AS sentences
       FROM concepts c WHERE c.user_id = $1 AND c.id = $2`,
    [userId, conceptId],
  );
  if (!concept) throw notFound("The concept");
  const rows = await database.query<Row>(
    `SELECT r.id, r.type, r.source_concept_id AS source, r.strength, r.cooccurrences, r.explicit, r.label, r.label_reversed,
            o.id AS other_id, o.name AS other_name, o.category AS other_category,
            (SELECT coalesce(sum(mention_count), 0)::int FROM document_concepts WHERE user_id = $1 AND concept_id = o.id) AS other_mentions,
            EXISTS (SELECT 1 FROM relationship_evidence e WHERE e.relationship_id = r.id AND e.from_link) AS linked,
            EXISTS (SELECT 1 FROM relationship_evidence e WHERE e.relationship_id = r.id AND e.contradiction_id IS NOT NULL) AS contradiction,
            (SELECT count(*)::int FROM relationship_evidence e WHERE e.relationship_id = r.id) AS evidence_count
       FROM relationships r
       JOIN concepts o ON o.id = CASE WHEN r.source_concept_id = $2 THEN r.target_concept_id ELSE r.source_concept_id END
      WHERE r.user_id = $1 AND (r.source_concept_id = $2 OR r.target_concept_id = $2)`,
    [userId, conceptId],
  );
  const shown = rows
    .filter(
      (r) =>
        r.type !== "related" ||
        r.explicit ||
        significantCooccurrence(r.cooccurrences, concept.mentions, r.other_mentions, concept.sentences),
    )
    .sort((a, b) => (typeRank[a.type] ?? 3) - (typeRank[b.type] ?? 3) || b.strength - a.strength)
    .slice(0, MAX_RELATIONSHIPS);
  if (shown.length === 0) return [];
  const evidence = await database.query<{
    relationship_id: string;
    document_id: string;
    title: string;
    page: number | null;
    char_start: number;
    char_end: number;
    text: string;
    contradiction_id: string | null;
  }>(
    `SELECT x.relationship_id, x.document_id, d.title, ch.page, x.char_start, x.char_end,
            substr(d.content, x.char_start + 1, x.char_end - x.char_start) AS text, x.contradiction_id
       FROM (SELECT e.*, row_number() OVER (PARTITION BY e.relationship_id ORDER BY e.strength DESC, e.id) AS n
               FROM relationship_evidence e
              WHERE e.user_id = $1 AND e.relationship_id = ANY($2::uuid[]) AND e.char_start IS NOT NULL AND e.char_end > e.char_start) x
       JOIN documents d ON d.id = x.document_id AND d.user_id = $1
       LEFT JOIN chunks ch ON ch.id = x.chunk_id
      WHERE x.n <= ${EVIDENCE_PER_RELATIONSHIP}
      ORDER BY x.relationship_id, x.n`,
    [userId, shown.map((r) => r.id)],
  );
  const byRelationship = new Map<string, ConceptRelationship["evidence"]>();
  for (const e of evidence) {
    const list = byRelationship.get(e.relationship_id) ?? [];
    list.push({
      documentId: e.document_id,
      documentTitle: e.title,
      page: e.page,
      charStart: e.char_start,
      charEnd: e.char_end,
      text: e.text.replace(/\s+/g, " ").trim(),
      contradictionId: e.contradiction_id,
    });
    byRelationship.set(e.relationship_id, list);
  }
  return shown.map((r) => ({
    id: r.id,
    type: r.type,
    direction: r.type === "related" ? "none" : r.source === conceptId ? "out" : "in",
    other: { id: r.other_id, name: r.other_name, category: r.other_category },
    strength: Math.round(r.strength * 1000) / 1000,
    basis: r.contradiction ? "contradiction" : r.linked ? "link" : r.explicit ? "stated" : "cooccurrence",
    label: r.label,
    // The label is said of the source unless reversed; this concept is the source or the target.
    labelFrom: r.label === null ? null : (r.source === conceptId) !== r.label_reversed ? "this" : "other",
    cooccurrences: r.cooccurrences,
    evidence: byRelationship.get(r.id) ?? [],
    evidenceCount: r.evidence_count,
  }));
}
