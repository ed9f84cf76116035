import { basename, extname } from "node:path";
import { limits } from "../../contract/constants.ts";
import { splitFrontMatter, type FrontMatter } from "./front-matter.ts";
import { convertObsidianSyntax } from "./wikilinks.ts";

/** A document's title from its file name: the name without its extension, as the web upload names files. */
export function titleFromFileName(fileName: string): string {
  const name = basename(fileName);
  const base = name.slice(0, name.length - extname(name).length).trim() || name;
  return clampTitle(base);
}

function clampTitle(title: string): string {
  return title.slice(0, limits.documentTitleMax).trim();
}

/** A tag as words: "machine_learning" reads "machine learning", "area/physics" reads "area / physics". */
function tagWords(tag: string): string {
  return tag.replace(/_/g, " ").replace(/\//g, " / ").replace(/\s+/g, " ").trim();
}

/**
 * Aliases and tags become sentences after the text: the extractor only reads the content, and an alias written
 * out is how it learns that two names are one concept. After, not before, so a document's preview still starts
 * with what the note says. The lead words are ones the extractor never takes for a concept.
 */
export function metadataLines(frontMatter: FrontMatter): string[] {
  const lines: string[] = [];
  if (frontMatter.aliases.length) lines.push(`Also known as: ${frontMatter.aliases.join("; ")}.`);
  if (frontMatter.tags.length) lines.push(`Tagged: ${frontMatter.tags.map(tagWords).join(", ")}.`);
  return lines;
}

/**
 * A Markdown file (an Obsidian note or any other) as the document Mnemo stores: the front matter's title (else the
 * file name), the body with Obsidian syntax turned into plain words, and the aliases and tags as a closing line.
 */
export function markdownDocument(text: string, fileName: string): { title: string; content: string } {
  const { frontMatter, body } = splitFrontMatter(text);
  const converted = convertObsidianSyntax(body.replace(/\r\n?/g, "\n")).trim();
  const meta = metadataLines(frontMatter);
  const content = [converted, meta.join("\n")].filter(Boolean).join("\n\n");
  return { title: frontMatter.title ? clampTitle(frontMatter.title) : titleFromFileName(fileName), content };
}
