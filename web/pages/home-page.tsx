import { useDocumentTitle } from "@web/lib/use-document-title.ts";

/** `/`: the home dashboard (stat cards, upload panel and recent documents arrive with the next issue). */
export default function HomePage() {
  useDocumentTitle("Home");
  return (
    <section aria-labelledby="home-title" className="grid gap-2">
      <h1 id="home-title" className="text-3xl font-bold tracking-tight">
        Home
      </h1>
      <p className="text-muted-foreground">Your knowledge base at a glance.</p>
    </section>
  );
}
