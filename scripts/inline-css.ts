// The stylesheet is the one request that blocks the first paint: every page links the same ~6 KB (brotli) of
// CSS, so a first visit waits a round trip for it after the HTML. Inlined in a <style> element, the page
// paints from its HTML alone. The link stays, disabled: React hydrates the <head> it rendered and fails on a
// missing element (it would then render the whole page again), while a disabled stylesheet is never fetched
// and React leaves the attribute as the HTML has it.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/?>/g;

/** The page with each of its own stylesheets inlined before its link, and the link disabled. */
export function inlineStylesheets(html: string, readCss: (href: string) => string): string {
  return html.replace(stylesheetLink, (_link, href: string) => {
    // "</style" in the text would end the element early; CSS allows "<\/style" with the same meaning.
    const css = readCss(href).replace(/<\/style/gi, "<\\/style");
    return `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}" disabled=""/>`;
  });
}

export async function inlineStylesheetsOfPages(root: string): Promise<void> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const pages = entries
    .filter((e) => e.isFile() && e.name.endsWith(".html"))
    .map((e) => path.join(e.parentPath, e.name));
  const cache = new Map<string, string>();
  const cssFiles = entries.filter((e) => e.isFile() && e.name.endsWith(".css"));
  for (const e of cssFiles) {
    const file = path.join(e.parentPath, e.name);
    cache.set(`/${path.relative(root, file).split(path.sep).join("/")}`, await readFile(file, "utf8"));
  }
  const readCss = (href: string) => {
    const css = cache.get(href);
    if (css === undefined) throw new Error(`inline-css: ${href} is linked but not in the build`);
    return css;
  };
  await Promise.all(
    pages.map(async (file) => writeFile(file, inlineStylesheets(await readFile(file, "utf8"), readCss))),
  );
}
