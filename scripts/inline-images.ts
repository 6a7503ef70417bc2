// The pictures a page shows at once (the hero art, the first product pictures) are small SVGs. As files each
// costs a request that starts only once the HTML is read, and the largest paint waits for it; inlined as
// data: URLs they paint with the HTML. Lazy images stay files (most visitors never scroll to them), and so
// do pictures too large to repeat in every page that shows them.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { attributes } from "./html-tags.ts";

/** SVGs up to this size are inlined (the largest today is about 2.7 KB). */
export const inlineImageLimit = 8 * 1024;

/** A data: URL of SVG text, percent-encoding only what a URL or a double-quoted attribute cannot hold. */
export function svgDataUrl(svg: string): string {
  const text = svg.trim().replace(/\s+/g, " ");
  return `data:image/svg+xml,${text.replace(/[%#"<>&\u0080-\uffff]/g, (c) => encodeURIComponent(c))}`;
}

/** The page with each eager local SVG <img> inlined and its preload link removed. */
export function inlineImages(html: string, readSvg: (src: string) => string | undefined): string {
  const inlined = new Set<string>();
  const withImages = html.replace(/<img\b[^>]*>/gi, (tag) => {
    const { src = "", loading } = attributes(tag);
    if (loading === "lazy" || !src.startsWith("/") || !src.endsWith(".svg")) return tag;
    const svg = readSvg(src);
    if (svg === undefined || Buffer.byteLength(svg) > inlineImageLimit) return tag;
    inlined.add(src);
    return tag.replace(`src="${src}"`, `src="${svgDataUrl(svg)}"`);
  });
  return withImages.replace(/<link\b[^>]*>/gi, (tag) => {
    const link = attributes(tag);
    return link.rel === "preload" && link.as === "image" && inlined.has(link.href ?? "") ? "" : tag;
  });
}

export async function inlineImagesOfPages(root: string): Promise<void> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const svgs = new Map<string, string>();
  for (const e of entries.filter((e) => e.isFile() && e.name.endsWith(".svg"))) {
    const file = path.join(e.parentPath, e.name);
    svgs.set(`/${path.relative(root, file).split(path.sep).join("/")}`, await readFile(file, "utf8"));
  }
  const pages = entries
    .filter((e) => e.isFile() && e.name.endsWith(".html"))
    .map((e) => path.join(e.parentPath, e.name));
  await Promise.all(
    pages.map(async (file) =>
      writeFile(
        file,
        inlineImages(await readFile(file, "utf8"), (src) => svgs.get(src)),
      ),
    ),
  );
}
