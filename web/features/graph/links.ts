import { routes } from "@web/lib/routes.ts";

/** `/graph?concept={id}`: the graph page with that concept flown to and its panel open (see GraphView). */
export function graphConceptPath(conceptId: string): string {
  return `${routes.graph}?concept=${encodeURIComponent(conceptId)}`;
}
