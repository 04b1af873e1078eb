/**
 * Reads a PDF given on standard input with pdfjs-dist (its legacy build, for Node) and prints as
 * JSON what the certificate tests check: the number of pages, each page's text, the link
 * annotations, the document information, and the images drawn on the first page (size, pixel
 * format and pixels, base64). A child process, because pdfjs-dist is ESM-only and the api tests
 * run as CommonJS under jest.
 */
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const data = new Uint8Array(Buffer.concat(chunks));

const pdf = await getDocument({ data, isEvalSupported: false, isOffscreenCanvasSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
const pages = [];
const links = [];
const images = [];
for (let n = 1; n <= pdf.numPages; n += 1) {
  const page = await pdf.getPage(n);
  const content = await page.getTextContent();
  pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
  for (const annotation of await page.getAnnotations()) {
    if (annotation.subtype === 'Link' && annotation.url) links.push(annotation.url);
  }
  if (n !== 1) continue;
  const ops = await page.getOperatorList();
  for (let i = 0; i < ops.fnArray.length; i += 1) {
    if (ops.fnArray[i] !== OPS.paintImageXObject) continue;
    const name = ops.argsArray[i][0];
    const image = await new Promise((resolve) => page.objs.get(name, resolve));
    images.push({ width: image.width, height: image.height, kind: image.kind, data: Buffer.from(image.data).toString('base64') });
  }
}
const { info } = await pdf.getMetadata();
process.stdout.write(JSON.stringify({ numPages: pdf.numPages, pages, links, images, info }));
