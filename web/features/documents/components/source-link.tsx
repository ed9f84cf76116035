import { Globe } from "lucide-react";

/** 'Saved from example.org': where a web page was fetched from, opening the live page in a new tab. */
export function SourceLink({ url }: { url: string }) {
  let host: string;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
    host = parsed.host;
  } catch {
    return null;
  }
  return (
    <span className="inline-flex items-center gap-1">
      <Globe className="size-4" aria-hidden />
      Saved from{" "}
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer nofollow"
        title={url}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {host}
      </a>
    </span>
  );
}
