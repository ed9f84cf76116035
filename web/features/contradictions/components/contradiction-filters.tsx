import { useId } from "react";
import { X } from "lucide-react";
import type { Contradiction } from "@contract/contradictions.ts";
import { Button } from "@web/components/ui/button.tsx";
import { filterOptions, noFilters, type FilterOption, type Filters, type Kind } from "../model.ts";

function FilterSelect<T extends string>({
  label,
  value,
  options,
  all,
  onChange,
}: {
  label: string;
  value: T | null;
  options: FilterOption<T>[];
  all: string;
  onChange: (value: T | null) => void;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ""}
        onChange={(event) => onChange((event.target.value || null) as T | null)}
        className="h-9 max-w-64 min-w-0 truncate rounded-md border border-input bg-background px-2 text-sm shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label} ({o.count})
          </option>
        ))}
      </select>
    </div>
  );
}

/** Narrows the list by kind, severity and document; each choice says how many contradictions it leaves. */
export function ContradictionFilters({
  list,
  filters,
  onChange,
}: {
  list: readonly Contradiction[];
  filters: Filters;
  onChange: (filters: Filters) => void;
}) {
  const options = filterOptions(list, filters);
  const active = filters.kind || filters.severity || filters.documentId;
  return (
    <div className="flex flex-wrap items-end gap-3" role="group" aria-label="Filter contradictions">
      <FilterSelect<Kind>
        label="Kind"
        value={filters.kind}
        options={options.kinds}
        all="All kinds"
        onChange={(kind) => onChange({ ...filters, kind })}
      />
      <FilterSelect
        label="Severity"
        value={filters.severity}
        options={options.severities}
        all="All severities"
        onChange={(severity) => onChange({ ...filters, severity })}
      />
      <FilterSelect
        label="Document"
        value={filters.documentId}
        options={options.documents}
        all="All documents"
        onChange={(documentId) => onChange({ ...filters, documentId })}
      />
      {active ? (
        <Button variant="ghost" size="sm" onClick={() => onChange(noFilters)}>
          <X aria-hidden /> Clear filters
        </Button>
      ) : null}
    </div>
  );
}
