// Renders PDF pages for OCR in a worker thread (plain JavaScript, like pdf-worker.mjs): drawing a page is CPU
// work that must not stall the process's event loop. Asked page by page, it answers with a grey-scale PGM image
// of the page (what Tesseract reads fastest), or `blank` for a page without any image: a page without a text
// layer and without pictures has nothing for OCR to read.
import { parentPort, workerData } from "node:worker_threads";
import "./pdfjs-node20.mjs";
import { createIsomorphicCanvasFactory, getDocumentProxy, getResolvedPDFJS } from "unpdf";

const CanvasFactory = await createIsomorphicCanvasFactory(() => import("@napi-rs/canvas"));
const { OPS } = await getResolvedPDFJS();
const IMAGE_OPS = new Set(
  [
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageMaskXObject,
    OPS.paintImageXObjectRepeat,
    OPS.paintInlineImageXObjectGroup,
    OPS.paintImageMaskXObjectGroup,
    OPS.paintImageMaskXObjectRepeat,
    OPS.paintSolidColorImageMask,
  ].filter((op) => op !== undefined),
);

const pdf = await getDocumentProxy(workerData.bytes, { CanvasFactory });

async function render(pageNumber, dpi, maxPixels) {
  const page = await pdf.getPage(pageNumber);
  try {
    const operators = await page.getOperatorList();
    if (!operators.fnArray.some((fn) => IMAGE_OPS.has(fn))) return { blank: true };
    const base = page.getViewport({ scale: 1 });
    const scale = Math.min(dpi / 72, Math.sqrt(maxPixels / (base.width * base.height)));
    const viewport = page.getViewport({ scale });
    const factory = new CanvasFactory();
    const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    try {
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvasContext: context, viewport, canvas }).promise;
      const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
      const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
      const image = new Uint8Array(header.length + width * height);
      image.set(header);
      for (let i = 0, j = header.length; i < data.length; i += 4, j++)
        image[j] = (data[i] * 77 + data[i + 1] * 150 + data[i + 2] * 29) >> 8;
      return { image, scale, width: base.width, height: base.height };
    } finally {
      factory.destroy({ canvas, context });
    }
  } finally {
    page.cleanup();
  }
}

parentPort.on("message", ({ page, dpi, maxPixels }) => {
  render(page, dpi, maxPixels).then(
    (result) => parentPort.postMessage({ ok: true, page, ...result }, result.image ? [result.image.buffer] : []),
    (error) => parentPort.postMessage({ ok: false, page, message: String(error?.message ?? error) }),
  );
});
parentPort.postMessage({ ready: true });
