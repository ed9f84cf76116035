import { useEffect, useMemo, useRef, type ReactNode } from "react";
import type { DocumentBlock } from "@contract/documents.ts";
import { MathSource } from "@web/lib/math/math-text.tsx";
import { useKatexLoaded } from "@web/lib/math/render-tex.ts";
import { cn } from "@web/lib/utils.ts";
import { readingNodes, type ContentHighlight, type ReadingBlock, type ReadingPiece } from "../reading.ts";

const markClass =
  "rounded-sm bg-amber-200 text-inherit ring-2 ring-amber-300 dark:bg-amber-400/30 dark:text-amber-50 dark:ring-amber-400/40";

function Pieces({ pieces }: { pieces: readonly ReadingPiece[] }) {
  return pieces.map((piece, i) => {
    if ("page" in piece)
      return (
        <span
          key={i}
          className="mx-1 rounded bg-muted px-1.5 py-0.5 align-middle text-[0.7rem] font-medium text-muted-foreground select-none"
          data-page={piece.page}
        >
          p. {piece.page}
        </span>
      );
    const text = piece.math ? <MathSource key={i} source={piece.text} /> : piece.text;
    return piece.highlighted ? (
      <mark key={i} className={markClass} data-testid="content-highlight">
        {text}
      </mark>
    ) : (
      text
    );
  });
}

/** How each kind of block is set; the document's headings sit under the page's h1 (h2 and below). */
function Block({ block }: { block: ReadingBlock }): ReactNode {
  const text = <Pieces pieces={block.pieces} />;
  switch (block.kind) {
    case "title":
      return <p className="text-xl leading-snug font-semibold text-balance">{text}</p>;
    case "authors":
      return (
        <p className="columns-2 text-xs whitespace-pre-line text-muted-foreground sm:text-sm lg:columns-3">{text}</p>
      );
    case "heading": {
      const level = Math.min(6, Math.max(2, (block.level ?? 1) + 1));
      const Heading = `h${level}` as "h2";
      return (
        <Heading
          className={cn(
            "pt-2 font-semibold tracking-tight text-balance",
            level === 2 ? "text-xl" : level === 3 ? "text-lg" : "text-base",
          )}
        >
          {text}
        </Heading>
      );
    }
    case "abstract":
      return (
        <p className="rounded-md border-l-2 border-primary/40 bg-muted/40 py-2 pr-3 pl-4 whitespace-pre-line">{text}</p>
      );
    case "quote":
      return <blockquote className="border-l-2 pl-4 whitespace-pre-line text-muted-foreground">{text}</blockquote>;
    case "caption":
      return <p className="text-sm whitespace-pre-line text-muted-foreground italic">{text}</p>;
    case "table":
    case "code":
    case "formula":
      return (
        <pre
          className={cn(
            "overflow-x-auto rounded-md bg-muted/60 p-3 text-[0.8rem] leading-relaxed",
            block.kind === "formula" && "text-center",
          )}
          tabIndex={0}
        >
          {text}
        </pre>
      );
    case "figure":
    case "footnote":
    case "metadata":
    case "keywords":
      return <p className="text-sm whitespace-pre-line text-muted-foreground">{text}</p>;
    default:
      return <p className="whitespace-pre-line">{text}</p>;
  }
}

/** A run of list items (bullets) or of references (a plain numbered list in small print). */
function List({ kind, blocks }: { kind: "list-item" | "reference"; blocks: readonly ReadingBlock[] }) {
  const Tag = kind === "reference" ? "ol" : "ul";
  return (
    <Tag
      className={
        kind === "reference" ? "grid list-none gap-1.5 text-sm text-muted-foreground" : "grid list-disc gap-1.5 pl-6"
      }
    >
      {blocks.map((b) => (
        <li key={b.start} className="whitespace-pre-line">
          <Pieces pieces={b.pieces} />
        </li>
      ))}
    </Tag>
  );
}

/**
 * The document's full text, set as a document: headings, paragraphs, lists, captions, tables, references and PDF
 * page breaks, at a reading width. `highlight` marks a span (a passage the reader picked, or a link's
 * `?from=&to=`) and scrolls the page to it; a new highlight object scrolls again even for the same span. Built from
 * text nodes and <mark>s, and KaTeX's output for the mathematics: the content itself is never parsed as HTML.
 */
export function DocumentText({
  content,
  blocks,
  pageStarts,
  highlight,
  id,
  ready,
}: {
  /** Whether reading has finished: an empty text is then the document's own, not one still to come. */
  ready: boolean;
  content: string;
  blocks: readonly DocumentBlock[];
  pageStarts: readonly number[] | null;
  highlight: ContentHighlight | null;
  id: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const nodes = useMemo(
    () => readingNodes(content, blocks, pageStarts, highlight),
    [content, blocks, pageStarts, highlight],
  );

  // Typeset formulas take another height than their TeX: the mark is scrolled to again once KaTeX has loaded.
  const mathLoaded = useKatexLoaded();
  useEffect(() => {
    const mark = ref.current?.querySelector("mark");
    if (!mark || !highlight) return;
    const smooth = !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    mark.scrollIntoView?.({ block: "center", behavior: smooth ? "smooth" : "auto" });
  }, [highlight, mathLoaded]);

  if (!content.trim()) {
    return (
      <p id={id} className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
        {ready ? "This document has no text of its own, only properties or queries." : "No text yet."}
      </p>
    );
  }
  return (
    <div
      ref={ref}
      id={id}
      role="region"
      aria-label="Document content"
      className="grid max-w-[72ch] grid-cols-1 gap-4 leading-relaxed [overflow-wrap:anywhere]"
      data-testid="document-content"
    >
      {nodes.map((node, index) =>
        node.type === "page" ? (
          <div
            key={`page-${node.page}`}
            className="flex items-center gap-3 pt-2 text-xs font-medium tracking-wide text-muted-foreground uppercase select-none"
            data-page={node.page}
          >
            <span className="h-px flex-1 bg-border" aria-hidden />
            Page {node.page}
            <span className="h-px flex-1 bg-border" aria-hidden />
          </div>
        ) : node.type === "list" ? (
          <List key={index} kind={node.kind} blocks={node.blocks} />
        ) : (
          <Block key={index} block={node.block} />
        ),
      )}
    </div>
  );
}
