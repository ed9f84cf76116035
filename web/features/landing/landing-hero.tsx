import { GetStartedLink, SignInLink } from "./sign-in-link.tsx";

/** Title, tagline and the two ways in: create an account (primary) or sign in. */
export function LandingHero() {
  return (
    <section
      aria-labelledby="landing-title"
      className="mx-auto flex max-w-3xl flex-col items-center px-4 pt-16 pb-14 text-center sm:pt-24"
    >
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
        Upload PDFs, text and Markdown files or write notes. Mnemo extracts the concepts, links them across everything
        you read and lets you explore, search and question what you know.
      </p>
      <div className="mt-8 flex w-full flex-col items-stretch gap-3 sm:w-auto sm:flex-row sm:items-center sm:justify-center">
        <GetStartedLink />
        <SignInLink />
      </div>
      <p className="mt-4 max-w-md text-sm text-pretty text-muted-foreground">
        Create an account with your e-mail address in a minute. E-mail and password always work; other social sign-in
        providers are supported too, once the server is set up for them.
      </p>
    </section>
  );
}
