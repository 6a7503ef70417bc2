// The stylesheet is the one request that blocks the first paint: every page links the same ~6 KB (brotli) of
// CSS, so a first visit waits a round trip for it after the HTML. Inlined in a <style> element, the page
// paints from its HTML alone. The link stays, disabled: React hydrates the <head> it rendered and fails on a
// missing element (it would then render the whole page again), while a disabled stylesheet is never fetched
// and React leaves the attribute as the HTML has it.
import type { HtmlPage } from "./html-page.ts";

const isOwnStylesheet = (href: string | undefined): href is string =>
  href?.startsWith("/assets/") === true && href.endsWith(".css");

/** Inlines each of the page's own stylesheets before its link, and disables the link. */
export function inlineStylesheets(page: HtmlPage, readCss: (href: string) => string): void {
  const links = page.all(
    "link",
    (link) => link.attributes.rel === "stylesheet" && isOwnStylesheet(link.attributes.href),
  );
  if (links.length === 0) throw new Error("no stylesheet link (/assets/*.css) to inline");
  for (const link of links) {
    const href = link.attributes.href ?? "";
    // "</style" in the text would end the element early; CSS allows "<\/style" with the same meaning.
    const css = readCss(href).replace(/<\/style/gi, "<\\/style");
    page.replace(
      link.start,
      link.end,
      `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}" disabled=""/>`,
    );
  }
}
