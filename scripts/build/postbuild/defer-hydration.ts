// The pre-rendered HTML is the whole page; React's code only makes it interactive. Fetched at once, that code
// (about 100 KB) shares a slow link with the font and the hero image and delays the largest paint. So the
// pages start it once they have loaded and painted (app/lib/after-first-paint.ts): React Router's module
// preloads and its inline boot module are parked in the HTML and put back by a tiny classic script
// (app/boot/start-after-paint.ts). Links and the enquiry form work without JavaScript meanwhile (the form
// posts natively and the server redirects back). The router's inline context scripts wait too: they build a
// stream of the hydration data (8–15 ms of promise jobs on a fast machine) that only hydration reads, and
// would otherwise run while the HTML is parsed, before the first paint.
import { parkedModuleType, parkedScriptType } from "../../../app/boot/parked-types.ts";
import type { HtmlElement, HtmlPage } from "./html-page.ts";

/** React Router's module preload links. */
export const isModulePreload = (link: HtmlElement) => link.attributes.rel === "modulepreload";
const isBootModule = (script: HtmlElement) =>
  script.attributes.type === "module" && script.attributes.src === undefined;
const isContextScript = (script: HtmlElement) =>
  Object.keys(script.attributes).length === 0 && script.text.startsWith("window.__reactRouterContext");

/** Parks the module preloads, the boot module and the router's context of one page, and adds `bootScript`, which starts them after the first paint. */
export function deferHydration(page: HtmlPage, bootScript: string): void {
  const bootModule = page.one("script", "inline boot module (<script type=module>)", isBootModule);
  const contextScripts = page.all("script", isContextScript);
  if (contextScripts.length === 0) throw new Error("no router context script (window.__reactRouterContext)");
  const preloads = page.all("link", isModulePreload);
  const head = page.one("head", "<head>", () => true);

  for (const link of preloads) page.remove(link);
  for (const script of contextScripts)
    page.replace(script.start, script.startTagEnd, `<script type="${parkedScriptType}">`);
  page.insertBeforeEndTag(head, `<script>${bootScript}</script>`);
  const hrefs = preloads.map((link) => link.attributes.href ?? "");
  page.replace(
    bootModule.start,
    bootModule.startTagEnd,
    `<script type="${parkedModuleType}" data-preload="${hrefs.join(" ")}">`,
  );
}
