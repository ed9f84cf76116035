import { Link } from "wouter";
import { ArrowRight, Network, Search, type LucideIcon } from "lucide-react";
import { Card } from "@web/components/ui/card.tsx";
import { routes } from "@web/lib/routes.ts";

const links: ReadonlyArray<{ title: string; description: string; href: string; icon: LucideIcon }> = [
  {
    title: "Explore Knowledge Graph",
    description: "See how your concepts connect across documents.",
    href: routes.graph,
    icon: Network,
  },
  {
    title: "Search Your Knowledge",
    description: "Ask a question in plain language and find the answer in what you read.",
    href: routes.search,
    icon: Search,
  },
];

/** Home's two link cards to the graph and the search. The whole card is the link. */
export function ExploreLinks() {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {links.map(({ title, description, href, icon: Icon }) => (
        <Link
          key={href}
          href={href}
          className="group rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        >
          <Card className="flex h-full items-center gap-4 p-5 transition-colors group-hover:border-primary/40 group-hover:bg-accent/40">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden />
            </span>
            <span className="grid min-w-0 flex-1 gap-0.5">
              <span className="font-semibold">{title}</span>
              <span className="text-sm text-muted-foreground">{description}</span>
            </span>
            <ArrowRight
              className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
              aria-hidden
            />
          </Card>
        </Link>
      ))}
    </div>
  );
}
