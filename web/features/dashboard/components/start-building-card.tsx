import { Link } from "wouter";
import { FileUp, Network, ScanText, Sparkles, Upload, type LucideIcon } from "lucide-react";
import { Button } from "@web/components/ui/button.tsx";
import { Card } from "@web/components/ui/card.tsx";
import { routes } from "@web/lib/routes.ts";

const steps: ReadonlyArray<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: FileUp,
    title: "Add what you read",
    text: "PDF papers, text and Markdown files (a whole Obsidian vault at once), or a note typed here.",
  },
  {
    icon: ScanText,
    title: "Mnemo reads it",
    text: "Concepts, their definitions and how they connect, with every one pointing back to its passage.",
  },
  {
    icon: Network,
    title: "Explore",
    text: "The knowledge graph, a timeline per concept, search by question, and where your sources disagree.",
  },
];

/** Home's empty state: no documents yet, what happens next, and the way to add the first one. */
export function StartBuildingCard() {
  return (
    <Card className="flex flex-col gap-5 border-dashed p-6">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Sparkles className="size-5" aria-hidden />
        </span>
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold tracking-tight">Start Building Your Knowledge Base</h2>
          <p className="text-sm text-muted-foreground">Three steps from your files to a graph worth reading.</p>
        </div>
      </div>
      <ol className="grid gap-4">
        {steps.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="flex gap-3">
            <span
              className="inline-flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold text-muted-foreground tabular-nums"
              aria-hidden
            >
              {index + 1}
            </span>
            <div className="grid gap-0.5">
              <span className="flex items-center gap-1.5 text-sm font-medium">
                <Icon className="size-4 text-primary" aria-hidden />
                {title}
              </span>
              <span className="text-sm text-muted-foreground">{text}</span>
            </div>
          </li>
        ))}
      </ol>
      <Button asChild className="self-start">
        <Link href={routes.upload}>
          <Upload aria-hidden />
          Upload your first document
        </Link>
      </Button>
    </Card>
  );
}
