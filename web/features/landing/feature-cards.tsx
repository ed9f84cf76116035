import { BrainCircuit, ChartColumn, GitCompareArrows, History, Network, Search, type LucideIcon } from "lucide-react";

// The six features of PRODUCT.md section 1. Extraction is worded truthfully: Mnemo's own extractor is not a language
// model; an AI provider, when connected, is.
const features: ReadonlyArray<{ icon: LucideIcon; title: string; description: string }> = [
  {
    icon: Network,
    title: "Knowledge Graph",
    description: "See every concept you have read about and how they connect, across all of your documents.",
  },
  {
    icon: History,
    title: "Concept Timeline",
    description: "Follow how your understanding evolves, with a version history for every concept.",
  },
  {
    icon: ChartColumn,
    title: "Advanced Analytics",
    description: "Spot your central concepts, cross-domain bridges, surprising connections and topic clusters.",
  },
  {
    icon: Search,
    title: "Semantic Search",
    description: "Ask questions in plain language and find the passages and concepts that answer them.",
  },
  {
    icon: GitCompareArrows,
    title: "Contradiction Detection",
    description: "Get flagged when your sources disagree, with the conflicting statements side by side.",
  },
  {
    icon: BrainCircuit,
    title: "AI Extraction",
    description:
      "Concepts, relationships and insights are extracted automatically: offline by Mnemo's own language analysis, or by a large language model such as Llama 3, GPT-4o or Claude when an AI provider is connected.",
  },
];

/** The landing page's six feature cards. */
export function FeatureCards() {
  return (
    <section aria-labelledby="features-title" className="mx-auto w-full max-w-6xl px-4 pb-16 sm:px-6">
      <h2 id="features-title" className="sr-only">
        Features
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ icon: Icon, title, description }) => (
          <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
            <span className="mb-4 inline-flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden />
            </span>
            <h3 className="font-semibold tracking-tight">{title}</h3>
            <p className="mt-1.5 text-sm leading-6 text-muted-foreground">{description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
