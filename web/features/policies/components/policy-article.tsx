import type { ReactNode } from "react";
import { useDocumentTitle } from "@web/lib/use-document-title.ts";
import { policyFacts } from "../facts.ts";

/** A policy page: title, last-updated date, a short summary and numbered sections. */
export function PolicyArticle({
  title,
  summary,
  children,
}: {
  title: string;
  summary: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <article className="mx-auto max-w-3xl">
      <header className="mb-8 border-b pb-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">Last updated: {policyFacts.lastUpdated}</p>
        <p className="mt-4 text-base leading-7 text-pretty">{summary}</p>
      </header>
      <div className="grid gap-8 text-[0.9375rem] leading-7 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_li]:ml-5 [&_li]:list-disc [&_ul]:grid [&_ul]:gap-1.5">
        {children}
      </div>
    </article>
  );
}

export function PolicySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      {children}
    </section>
  );
}
