// Runs in a worker thread, one PDF per thread: parsing blocks for up to seconds and must not stall the server's
// event loop. Used at upload (is it a readable PDF, how many pages) and by scripts that read a PDF's layout.
import { parentPort, workerData } from "node:worker_threads";
import { checkPdfStreams, openPdf, readLayout } from "./pdf-layout.mjs";

async function run({ operation, bytes, options }) {
  if (operation === "text" && options?.maxStreamBytes) checkPdfStreams(bytes, options.maxStreamBytes);
  const pdf = await openPdf(bytes);
  // No cleanup needed: the thread ends after one task.
  if (operation === "inspect") return { pageCount: pdf.numPages };
  return readLayout(pdf, options);
}

run(workerData).then(
  (result) => parentPort.postMessage({ ok: true, result }),
  (error) =>
    parentPort.postMessage({ ok: false, name: error?.name ?? "Error", message: String(error?.message ?? error) }),
);
