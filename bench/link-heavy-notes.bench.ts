// Link-heavy notes: a server in its own process (both roles) reads a vault's index notes, one of 5,000 links (each a
// concept and a relationship) and one of 100,000 (past the limit per note, MNEMO_MAX_LINKS_PER_NOTE), while
// /api/health is asked every 50 ms (open loop) and the document list every 500 ms; then they are exported and deleted.
// Goals: /api/health max < 1 s and p99 < 100 ms while they process; each note ready within a minute.
// `npm run bench link-heavy [-- --links 5000,100000]`; PGlite, then PostgreSQL when DATABASE_URL is set (a database
// you can lose: the run creates an account in it).
import { linkHeavyNote } from "../server/testing/hostile-files.ts";
import { measureResponsiveness } from "./responsiveness-report.ts";

const at = process.argv.indexOf("--links");
const links = (at > 0 ? process.argv[at + 1]! : "5000,100000").split(",").map(Number);
const documents = links.map((n) => ({ fileName: `hub-${n}.md`, bytes: Buffer.from(linkHeavyNote(n)) }));
for (const result of await measureResponsiveness(documents, "mnemo-links-")) {
  const { processing } = result;
  const met =
    processing.health.p99Ms < 100 &&
    processing.health.maxMs < 1000 &&
    processing.health.errors === 0 &&
    result.documents.every((d) => d.status === "ready" && d.seconds < 60);
  console.log(`goals (health p99 < 100 ms, max < 1 s, every note ready within a minute): ${met ? "met" : "NOT met"}`);
}
