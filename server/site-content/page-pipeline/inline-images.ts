// The pictures a page shows at once (the hero art, the first product pictures) are small SVGs. As files each
// costs a request that starts only once the HTML is read, and the largest paint waits for it; inlined as
// data: URLs they paint with the HTML. Lazy images stay files (most visitors never scroll to them), and so
// do pictures too large to repeat in every page that shows them.
import type { HtmlPage } from "./html-page.ts";

/** SVGs up to this size are inlined: every picture the pages show at once today. */
export const inlineImageLimit = 8 * 1024;

/**
 * A valid data: URL of SVG text (WHATWG URL, as the Nu HTML Checker reads it): every character outside a URL's
 * code points is percent-encoded (spaces, brackets, non-ASCII), and so are "%" and "#", and "&", which in an
 * attribute would start a character reference. As each encoded character takes three bytes, the text is made
 * short first: runs of whitespace are one space, none between tags (where, outside <text>, it draws nothing),
 * and attribute values are single-quoted, which a URL holds as it is.
 */
export function svgDataUrl(svg: string): string {
  const spaced = svg.trim().replace(/\s+/g, " ");
  const text = (spaced.includes("<text") ? spaced : spaced.replace(/> </g, "><")).replace(
    /="([^"']*)"/g,
    "='$1'",
  );
  return `data:image/svg+xml,${text.replace(/[^\w\-.~!$'()*+,;=:@/?]/gu, (c) => encodeURIComponent(c))}`;
}

/**
 * Inlines each eager local SVG <img> of the page and removes its preload link. A page may show no such
 * picture; one that names an SVG the build lacks fails.
 */
export function inlineImages(page: HtmlPage, readSvg: (src: string) => string | undefined): void {
  const inlined = new Set<string>();
  for (const img of page.all("img")) {
    const { src = "", loading } = img.attributes;
    if (loading === "lazy" || !src.startsWith("/") || !src.endsWith(".svg")) continue;
    const svg = readSvg(src);
    if (svg === undefined) throw new Error(`<img src="${src}"> is not in the build`);
    if (Buffer.byteLength(svg) > inlineImageLimit) continue;
    const attribute = ` src="${src}"`;
    const at = page.startTag(img).indexOf(attribute);
    if (at === -1) throw new Error(`<img src="${src}"> is not written as ${attribute}`);
    page.replace(img.start + at, img.start + at + attribute.length, ` src="${svgDataUrl(svg)}"`);
    inlined.add(src);
  }
  for (const link of page.all("link", (l) => l.attributes.rel === "preload" && l.attributes.as === "image")) {
    if (inlined.has(link.attributes.href ?? "")) page.remove(link);
  }
}
