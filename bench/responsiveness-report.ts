// The responsiveness run of server/testing/responsiveness-run.ts as a benchmark prints it: one server on each database
// (serverDatabases), the documents processed under watch, then exported and deleted; figures per phase and document.
import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../server/testing/child-server.ts";
import {
  responsivenessRun,
  type HeavyDocument,
  type ResponsivenessResult,
} from "../server/testing/responsiveness-run.ts";
import { printResult, serverDatabases } from "./support.ts";

const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

/** Runs the documents on each database and prints the figures; returns each run's result for the goals. */
export async function measureResponsiveness(
  documents: HeavyDocument[],
  dataDirPrefix: string,
): Promise<ResponsivenessResult[]> {
  for (const doc of documents) console.log(`${doc.fileName}: ${(doc.bytes.length / 1048576).toFixed(2)} MB`);
  const results: ResponsivenessResult[] = [];
  for (const database of serverDatabases()) {
    const load = loadAverage();
    const result = await responsivenessRun({
      port: await freePort(),
      dataDir: mkdtempSync(join(tmpdir(), dataDirPrefix)),
      databaseUrl: database.url,
      documents,
    });
    const { processing, exportAndDelete } = result;
    printResult("processing", {
      database: result.database,
      seconds: processing.seconds,
      health_requests: processing.health.requests,
      health_errors: processing.health.errors,
      health_p50_ms: processing.health.p50Ms,
      health_p99_ms: processing.health.p99Ms,
      health_max_ms: processing.health.maxMs,
      list_p50_ms: processing.list.p50Ms,
      list_p99_ms: processing.list.p99Ms,
      list_max_ms: processing.list.maxMs,
    });
    printResult("export+delete", {
      database: result.database,
      seconds: exportAndDelete.seconds,
      export_mb: exportAndDelete.exportMb,
      delete_response_ms: exportAndDelete.deleteResponseMs.join("/"),
      export_health_p99_ms: exportAndDelete.health.p99Ms,
      export_health_max_ms: exportAndDelete.health.maxMs,
      delete_health_p99_ms: exportAndDelete.healthWhileDeleting.p99Ms,
      delete_health_max_ms: exportAndDelete.healthWhileDeleting.maxMs,
    });
    for (const doc of result.documents)
      printResult(doc.fileName, {
        status: doc.status,
        seconds: doc.seconds,
        note: JSON.stringify((doc.error ?? doc.warning ?? "").slice(0, 160)),
      });
    printResult("memory", {
      database: result.database,
      server_rss_start_mb: result.startRssMb,
      server_rss_peak_mb: result.peakRssMb,
      load_average_before: JSON.stringify(load),
      load_average_after: JSON.stringify(loadAverage()),
    });
    results.push(result);
  }
  return results;
}
