// Draws the first page of a PDF as PNG on its own thread (document-preview-image.ts starts it):
// reading a large PDF takes the thread for a while, and a file that never finishes is ended by
// terminating the thread, neither of which the server's thread could afford.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const { data, width, maxHeight } = workerData;

// The 14 standard fonts (Helvetica, Times, …) as pdf.js ships them: a PDF that names one without
// embedding it is drawn with the right shapes, not a fallback.
const require = createRequire(import.meta.url);
const standardFontDataUrl = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts/');

async function firstPage() {
  const document = await getDocument({
    data,
    isEvalSupported: false,
    disableFontFace: true,
    standardFontDataUrl,
    verbosity: 0,
  }).promise;
  try {
    const page = await document.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: width / natural.width });
    const height = Math.min(Math.ceil(viewport.height), maxHeight);
    const { canvas, context } = document.canvasFactory.create(width, Math.max(1, height));
    // Transparent areas of the page are paper.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    await page.render({ canvasContext: context, viewport, canvas }).promise;
    return canvas.toBuffer('image/png');
  } finally {
    await document.destroy();
  }
}

firstPage().then(
  (png) => parentPort.postMessage({ png }),
  (error) => parentPort.postMessage({ error: String(error?.message ?? error) }),
);
