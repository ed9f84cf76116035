/** The development half of ../shared/eval/domains/, read the same way by every look. */
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const domainsDir = join(import.meta.dirname, "..", "..", "..", "shared", "eval", "domains");

/** The records of one JSON-lines file of the folder. */
export function domainRecords<T>(file: string): T[] {
  return readFileSync(join(domainsDir, file), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T);
}
