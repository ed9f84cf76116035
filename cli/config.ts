/** The server's own default address (`PORT` 5000 in server/config/env.ts). */
export const defaultUrl = "http://localhost:5000";

/** A mistake in how the command was called: shown with a hint, exit code 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

export interface Connection {
  url: string;
  token: string;
}

/** `--url`/`--token` win over `MNEMO_URL`/`MNEMO_TOKEN`; the URL must be http(s), the token present. */
export function resolveConnection(flags: { url?: string; token?: string }, env: NodeJS.ProcessEnv): Connection {
  const url = (flags.url ?? env.MNEMO_URL ?? defaultUrl).trim().replace(/\/+$/, "");
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UsageError(`"${url}" is not a URL. Give the Mnemo server's address, e.g. --url ${defaultUrl}`);
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:")
    throw new UsageError(`The server URL must start with http:// or https:// (got "${url}").`);

  const token = (flags.token ?? env.MNEMO_TOKEN ?? "").trim();
  if (!token) {
    throw new UsageError(
      "No API token. Create one in Mnemo under Settings > API tokens, then pass it with --token or set MNEMO_TOKEN.",
    );
  }
  return { url, token };
}
