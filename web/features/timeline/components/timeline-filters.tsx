import type { ReactNode } from "react";
import type { GraphNode } from "@contract/graph.ts";
import type { VersionEntry } from "@contract/versions.ts";
import { ConceptSearch } from "@web/features/graph/components/concept-search.tsx";
import { changeTypeLabels } from "../format.ts";

const selectClass =
  "h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 sm:w-auto sm:max-w-[16rem]";

export interface TimelineFilterValues {
  changeType: VersionEntry["changeType"] | null;
  documentId: string | null;
}

/** The concept search and the change-type and document filters above the timeline. */
export function TimelineFilters({
  concepts,
  documents,
  values,
  onConcept,
  onChange,
  children,
}: {
  concepts: readonly GraphNode[];
  documents: ReadonlyArray<{ id: string; title: string }>;
  values: TimelineFilterValues;
  onConcept: (id: string) => void;
  onChange: (values: TimelineFilterValues) => void;
  /** What the filters show now (a status line). */
  children: ReactNode;
}) {
  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <ConceptSearch
          nodes={concepts}
          onChoose={(node) => onConcept(node.id)}
          label="Filter by concept"
          countNoun="change"
          clearOnChoose
        />
        <select
          aria-label="Change type"
          className={selectClass}
          value={values.changeType ?? ""}
          onChange={(e) =>
            onChange({ ...values, changeType: (e.target.value || null) as TimelineFilterValues["changeType"] })
          }
        >
          <option value="">All changes</option>
          {(Object.keys(changeTypeLabels) as Array<VersionEntry["changeType"]>).map((type) => (
            <option key={type} value={type}>
              {changeTypeLabels[type]}
            </option>
          ))}
        </select>
        <select
          aria-label="Document"
          className={selectClass}
          value={values.documentId ?? ""}
          onChange={(e) => onChange({ ...values, documentId: e.target.value || null })}
        >
          <option value="">All documents</option>
          {documents.map((d) => (
            <option key={d.id} value={d.id}>
              {d.title}
            </option>
          ))}
        </select>
      </div>
      {children}
    </div>
  );
}
