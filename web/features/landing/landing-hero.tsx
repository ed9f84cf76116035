import { SignInLink } from "./sign-in-link.tsx";

/** Title, tagline and the sign-in call to action. */
export function LandingHero() {
  return (
    <section aria-labelledby="landing-title" className="mx-auto flex max-w-3xl flex-col items-center px-4 pt-20 pb-16 text-center sm:pt-28">
      <p className="mb-6 inline-flex items-center rounded-full border bg-background px-3 py-1 text-xs font-medium text-muted-foreground shadow-xs">
        Your personal knowledge graph
      </p>
      <h1 id="landing-title" className="text-5xl font-bold tracking-tight text-foreground sm:text-6xl">
        Mnemo
      </h1>
      <p className="mt-4 text-xl font-medium text-foreground sm:text-2xl">
        Remembers what you read, <span className="text-primary">so you don&rsquo;t have to.</span>
      </p>
      <p className="mt-4 max-w-2xl text-base text-pretty text-muted-foreground sm:text-lg">
        Upload PDFs, text and markdown files or write notes. Mnemo extracts the concepts, links them across
        everything you read and lets you explore, search and question what you know.
      </p>
      <div className="mt-8 flex flex-col items-center gap-3">
        <SignInLink />
        <p className="text-xs text-muted-foreground">Other social providers and e-mail sign-in are also supported.</p>
      </div>
    </section>
  );
}
