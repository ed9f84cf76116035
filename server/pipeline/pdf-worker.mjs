// Runs in a worker thread (plain JavaScript so it loads the same under tsx, vitest and node): parsing a PDF
// blocks for up to seconds and must not stall the server's event loop.
import { parentPort, workerData } from "node:worker_threads";
import { extractText, getDocumentProxy } from "unpdf";

async function run({ operation, bytes }) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, isEvalSupported: false });
  // No cleanup needed: the thread ends after one task.
  if (operation === "inspect") return { pageCount: pdf.numPages };
  const { text } = await extractText(pdf, { mergePages: false });
  return { pageCount: pdf.numPages, pages: text };
}

run(workerData).then(
  (result) => parentPort.postMessage({ ok: true, result }),
  (error) => parentPort.postMessage({ ok: false, name: error?.name ?? "Error", message: String(error?.message ?? error) }),
);
