import { Check, Plug, type LucideIcon } from "lucide-react";

const cards: ReadonlyArray<{ title: string; text: string; icon: LucideIcon; items: string[] }> = [
  {
    title: "Runs offline, with no account anywhere else",
    text: "Everything below happens on the server you run Mnemo on. No API key, no cloud service; your documents stay where you put them.",
    icon: Check,
    items: [
      "Reading PDFs and notes, concepts, definitions and links between them",
      "The knowledge graph, timeline, analytics and search",
      "Contradiction checks between your sources",
    ],
  },
  {
    title: "Optional: connect an AI provider",
    text: "Whoever runs the server can add one (an OpenAI-compatible API, a local Ollama, or Anthropic). The text of your documents is then sent to that provider for extraction.",
    icon: Plug,
    items: [
      "Concept extraction by a large language model such as Llama 3 (through Ollama), GPT-4o or Claude",
      "Falls back to the offline extractor whenever the provider fails",
    ],
  },
];

/** What Mnemo does on its own, offline, and what an AI provider adds: the landing page's honest account of it. */
export function RunsOffline() {
  return (
    <section aria-labelledby="offline-title" className="mx-auto w-full max-w-6xl px-4 pb-16 sm:px-6">
      <h2 id="offline-title" className="mb-6 text-center text-2xl font-semibold tracking-tight">
        Private by default
      </h2>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {cards.map(({ title, text, icon: Icon, items }) => (
          <div key={title} className="rounded-xl border bg-card p-6 shadow-sm">
            <h3 className="font-semibold">{title}</h3>
            <p className="mt-1.5 text-sm text-muted-foreground">{text}</p>
            <ul className="mt-4 grid gap-2 text-sm">
              {items.map((item) => (
                <li key={item} className="flex gap-2">
                  <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
