// Sources: OCR time and accuracy per scanned page, and the server's memory while bad files arrive.
// `npm run bench sources [-- --pages 6] [--only ocr|bad]`.
// 1. OCR: pages of the real papers in ../shared/eval/real/pdfs (when present; else the scanned page of the tests) are
//    drawn at 300 dpi, turned 0.7°, speckled and saved as JPEG like a flatbed scan, then read by the PDF source's OCR
//    path (tesseract.js). When Debian's `tesseract` is installed, it reads the same images (one thread, automatic
//    layout), for the comparison that chose the engine. Word F1 against the original page's text layer.
// 2. Bad files against a server in its own process (MNEMO_MAX_UPLOAD_MB=200 so a 100 MB page gets in; PostgreSQL when
//    DATABASE_URL is set, which must be disposable, else PGlite): a 100 MB web
//    page, zip bombs named .docx and .epub (1 GB of zeros, headers lying), a truncated EPUB, a text file named
//    .docx, a web address that never answers. Reports each answer and the server's peak resident memory (VmHWM).
import { execFileSync, spawnSync } from "node:child_process";
import { createAccountOverHttp } from "../server/testing/http-accounts.ts";
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { createCanvas } from "@napi-rs/canvas";
import { PDFDocument } from "pdf-lib";
import { createIsomorphicCanvasFactory, getDocumentProxy } from "unpdf";
import { extractPdfLayout } from "../server/pipeline/pdf-text.ts";
import { stopOcr } from "../server/pipeline/sources/ocr-engine.ts";
import { pdfSource } from "../server/pipeline/sources/pdf.ts";
import "../server/pipeline/sources/pdfjs-node20.mjs";
import { fixture } from "../server/pipeline/sources/fixtures.ts";
import { deflatedZeros, epubPackage, wordPackage, zip } from "../server/pipeline/sources/testing/zip-writer.ts";
import { freePort, startChildServer, waitForHealthy } from "../server/testing/child-server.ts";
import { printResult } from "./support.ts";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const load = () => loadavg()[0]!.toFixed(1);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const words = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 1);
function f1(truth: string, got: string): number {
  const bag = new Map<string, number>();
  for (const w of words(truth)) bag.set(w, (bag.get(w) ?? 0) + 1);
  const read = words(got);
  let hit = 0;
  for (const w of read) {
    if ((bag.get(w) ?? 0) === 0) continue;
    hit++;
    bag.set(w, bag.get(w)! - 1);
  }
  const p = hit / Math.max(1, read.length);
  const r = hit / Math.max(1, words(truth).length);
  return (2 * p * r) / Math.max(1e-9, p + r);
}

/** A page as a flatbed scanner gives it: drawn at 300 dpi, turned a little, speckled, JPEG. */
async function scanOf(
  pdf: Awaited<ReturnType<typeof getDocumentProxy>>,
  factory: InstanceType<Awaited<ReturnType<typeof createIsomorphicCanvasFactory>>>,
  n: number,
  seed: number,
) {
  const page = await pdf.getPage(n);
  const viewport = page.getViewport({ scale: 300 / 72 });
  // pdf.js's own canvas types are the browser's; in Node they are @napi-rs/canvas's.
  const { canvas, context } = factory.create(viewport.width, viewport.height) as unknown as {
    canvas: ReturnType<typeof createCanvas>;
    context: ReturnType<ReturnType<typeof createCanvas>["getContext"]>;
  };
  context.fillStyle = "#fff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvasContext: context as never, viewport, canvas: canvas as never }).promise;
  const out = createCanvas(canvas.width, canvas.height);
  const g = out.getContext("2d");
  g.fillStyle = "#f4f2ee";
  g.fillRect(0, 0, out.width, out.height);
  g.translate(out.width / 2, out.height / 2);
  g.rotate((0.7 * Math.PI) / 180);
  g.translate(-out.width / 2, -out.height / 2);
  g.drawImage(canvas as never, 0, 0);
  const pixels = g.getImageData(0, 0, out.width, out.height);
  let s = seed;
  const random = () => (s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  for (let p = 0; p < pixels.data.length; p += 4) {
    const noise = (random() - 0.5) * 60;
    for (let k = 0; k < 3; k++) pixels.data[p + k] = Math.max(0, Math.min(255, pixels.data[p + k]! + noise));
  }
  g.putImageData(pixels, 0, 0);
  return {
    jpeg: out.toBuffer("image/jpeg", 70),
    width: viewport.width / (300 / 72),
    height: viewport.height / (300 / 72),
  };
}

async function ocrBench(pagesWanted: number) {
  const dir = join(import.meta.dirname, "..", "..", "shared", "eval", "real", "pdfs");
  const scans: Array<{ jpeg: Buffer; width: number; height: number; truth: string }> = [];
  if (existsSync(dir)) {
    const CanvasFactory = await createIsomorphicCanvasFactory(() => import("@napi-rs/canvas"));
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith(".pdf"))
      .sort()) {
      if (scans.length >= pagesWanted) break;
      const bytes = new Uint8Array(readFileSync(join(dir, file)));
      const layout = await extractPdfLayout(bytes);
      const pdf = await getDocumentProxy(new Uint8Array(bytes), { CanvasFactory });
      for (const n of [1, 2].filter((k) => k <= layout.pageCount)) {
        if (scans.length >= pagesWanted) break;
        const scan = await scanOf(pdf, new CanvasFactory(), n, scans.length + 1);
        scans.push({ ...scan, truth: layout.pages[n - 1]!.lines.map((l) => l.text).join("\n") });
      }
    }
  } else {
    scans.push({ jpeg: fixture("scans/alice-page.jpg"), width: 595, height: 420, truth: "" });
  }
  const doc = await PDFDocument.create();
  for (const scan of scans)
    doc
      .addPage([scan.width, scan.height])
      .drawImage(await doc.embedJpg(scan.jpeg), { x: 0, y: 0, width: scan.width, height: scan.height });
  const bytes = await doc.save();
  const times: number[] = [];
  let last = performance.now();
  const started = last;
  const reading = await pdfSource.read(
    { bytes, text: null, fileName: "scan.pdf" },
    {
      ocrMaxPages: 1000,
      onProgress: () => {
        const now = performance.now();
        times.push(now - last);
        last = now;
      },
    },
  );
  await stopOcr();
  const { content, pageStarts } = reading.document;
  const pageText = (k: number) => content.slice(pageStarts![k], pageStarts![k + 1] ?? content.length);
  const scores = scans.map((s, k) => (s.truth ? f1(s.truth, pageText(k)) : Number.NaN));
  printResult("ocr tesseract.js", {
    pages: scans.length,
    s_per_page_median: (median(times) / 1000).toFixed(2),
    total_s: ((performance.now() - started) / 1000).toFixed(1),
    word_f1_mean: (scores.reduce((a, b) => a + b, 0) / scores.length).toFixed(3),
    load: load(),
  });
  const hasDebian = spawnSync("tesseract", ["--version"]).status === 0;
  if (hasDebian) {
    const work = mkdtempSync(join(tmpdir(), "mnemo-ocr-"));
    const debTimes: number[] = [];
    const debScores: number[] = [];
    for (const [k, scan] of scans.entries()) {
      const image = join(work, `${k}.jpg`);
      writeFileSync(image, scan.jpeg);
      const t = performance.now();
      const text = execFileSync("tesseract", [image, "stdout", "-l", "eng", "--oem", "1", "--psm", "3"], {
        env: { ...process.env, OMP_THREAD_LIMIT: "1" },
        stdio: ["ignore", "pipe", "ignore"],
      }).toString();
      debTimes.push(performance.now() - t);
      debScores.push(scan.truth ? f1(scan.truth, text) : Number.NaN);
    }
    printResult("ocr debian tesseract", {
      pages: scans.length,
      s_per_page_median: (median(debTimes) / 1000).toFixed(2),
      word_f1_mean: (debScores.reduce((a, b) => a + b, 0) / debScores.length).toFixed(3),
      load: load(),
    });
  }
}

function peakMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function badFilesBench() {
  const never = createServer(() => {});
  await new Promise<void>((resolve) => never.listen(0, "127.0.0.1", resolve));
  const neverPort = (never.address() as AddressInfo).port;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startChildServer({
    port,
    dataDir: mkdtempSync(join(tmpdir(), "mnemo-sources-")),
    databaseUrl: process.env.DATABASE_URL,
    env: {
      MNEMO_MAX_UPLOAD_MB: "200",
      MNEMO_URL_IMPORT_ALLOW: `127.0.0.1:${neverPort}`,
      MNEMO_URL_IMPORT_TIMEOUT_SECONDS: "5",
    },
  });
  try {
    await waitForHealthy(base);
    const { cookie } = await createAccountOverHttp(base, {
      firstName: "Bench",
      email: `sources-${Date.now()}@example.com`,
      password: "bench-password",
    });
    const start = peakMb(server.pid!);
    const bomb = await deflatedZeros(1024);
    const paragraph =
      "<p>Glaciers carve valleys and leave moraines; their ice holds most of the fresh water on Earth.</p>\n";
    const huge = Buffer.from(
      `<html><body>${paragraph.repeat(Math.ceil((100 * 1024 * 1024) / paragraph.length))}</body></html>`,
    );
    const files: Array<[string, Buffer]> = [
      ["page-100mb.html", huge],
      ["bomb.docx", zip(wordPackage({ name: "word/document.xml", data: "", compressed: bomb, size: 4000 }))],
      ["bomb.epub", zip(epubPackage([{ name: "OEBPS/c.xhtml", data: "", compressed: bomb, size: 4000 }]))],
      ["truncated.epub", fixture("books/live-manual.en.epub").subarray(0, 50_000)],
      ["notes.docx", Buffer.from("Plain notes, renamed.\n")],
    ];
    for (const [name, bytes] of files) {
      const form = new FormData();
      form.set("file", new Blob([new Uint8Array(bytes)]), name);
      const t = performance.now();
      const response = await fetch(`${base}/api/documents/upload`, {
        method: "POST",
        body: form,
        headers: { cookie, origin: base },
      });
      const body = (await response.json()) as { id?: string; message?: string };
      let outcome = response.status === 201 ? "queued" : `${response.status}: ${body.message}`;
      if (response.status === 201) {
        for (;;) {
          const doc = (await (await fetch(`${base}/api/documents/${body.id}`, { headers: { cookie } })).json()) as {
            status: string;
            error: string | null;
          };
          if (doc.status === "ready" || doc.status === "failed") {
            outcome = `${doc.status}${doc.error ? `: ${doc.error}` : ""}`;
            break;
          }
          await new Promise((r) => setTimeout(r, 500));
        }
      }
      printResult(`bad file ${name}`, {
        mb: (bytes.length / 1048576).toFixed(1),
        seconds: ((performance.now() - t) / 1000).toFixed(1),
        server_peak_mb: peakMb(server.pid!),
        load: load(),
      });
      console.log(`  ${outcome}`);
    }
    const t = performance.now();
    const response = await fetch(`${base}/api/documents/url`, {
      method: "POST",
      headers: { cookie, origin: base, "content-type": "application/json" },
      body: JSON.stringify({ url: `http://127.0.0.1:${neverPort}/` }),
    });
    printResult("url that never answers", {
      status: response.status,
      seconds: ((performance.now() - t) / 1000).toFixed(1),
    });
    console.log(`  ${((await response.json()) as { message: string }).message}`);
    const health = await fetch(`${base}/api/health`);
    printResult("bad files", {
      server_start_peak_mb: start,
      server_peak_mb: peakMb(server.pid!),
      still_serving: health.status === 200 ? "yes" : "no",
      load: load(),
    });
  } finally {
    server.kill("SIGTERM");
    never.close();
  }
}

const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : null;
if (only !== "bad") await ocrBench(arg("pages", 6));
if (only !== "ocr") await badFilesBench();
