/**
 * What one source may expand to while it is read, so a small file cannot take the worker's memory (a zip bomb, a
 * web page of 100 MB, a book of a billion characters). Measured in docs/BENCHMARKS.md ("Sources").
 */
export const sourceLimits = {
  /** All parts read from one Word file or EPUB, unpacked, together. */
  archiveUnpackedBytes: 256 * 1024 * 1024,
  /** One XML or XHTML part of an archive, unpacked (a whole novel's chapter is well under 1 MB). */
  archivePartBytes: 32 * 1024 * 1024,
  /** Text of one document, in characters (about 4,000 printed pages). */
  textChars: 12_000_000,
  /**
   * A web page's markup once scripts, styles and attributes are gone, in bytes: the largest page the article
   * finder builds a DOM of (its DOM costs ~40x the markup); a larger page is read whole without it.
   */
  articleSearchBytes: 4 * 1024 * 1024,
  /** The same markup read whole, streaming. */
  pageMarkupBytes: 32 * 1024 * 1024,
} as const;

const mb = (bytes: number) => `${Math.round(bytes / 1048576)} MB`;

export const tooMuchText = (what: string) =>
  `${what} has more than ${(sourceLimits.textChars / 1_000_000).toFixed(0)} million characters of text, more than Mnemo reads from one document. Split it and upload the parts.`;

export const tooMuchMarkup = (what: string) =>
  `${what} is larger than ${mb(sourceLimits.pageMarkupBytes)} of text and markup, more than Mnemo reads from one page.`;
