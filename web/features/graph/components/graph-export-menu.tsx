import { ChevronDown, Download } from "lucide-react";
import type { GraphExportFormat } from "@contract/graph.ts";
import { Button } from "@web/components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu.tsx";
import { graphExportUrl } from "../api.ts";

const items: ReadonlyArray<{ format: GraphExportFormat; label: string; detail: string }> = [
  { format: "graphml", label: "GraphML", detail: "One file for Gephi, yEd, Cytoscape or networkx" },
  { format: "csv-nodes", label: "CSV (nodes)", detail: "Concepts table for spreadsheets and Gephi" },
  { format: "csv-edges", label: "CSV (edges)", detail: "Relationships table for spreadsheets and Gephi" },
];

/**
 * Downloads the selected project's whole graph. Plain links: the browser downloads with the session cookie and
 * the server's file name, and a large graph streams to disk instead of passing through page memory.
 */
export function GraphExportMenu({ projectId }: { projectId: string | null }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <Download aria-hidden /> Export <ChevronDown aria-hidden className="text-muted-foreground" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <DropdownMenuLabel>Download the graph</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {items.map((item) => (
          <DropdownMenuItem key={item.format} asChild>
            <a href={graphExportUrl(item.format, projectId)} download className="grid gap-0.5">
              <span className="font-medium">{item.label}</span>
              <span className="text-xs text-muted-foreground">{item.detail}</span>
            </a>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
