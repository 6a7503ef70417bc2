// The pre-rendered HTML is the whole page; React's code only makes it interactive. Fetched at once, that code
// (about 100 KB) shares a slow link with the font and the hero image and delays the largest paint. So the
// pages start it once they have loaded and painted (app/lib/after-first-paint.ts): React Router's module
// preloads and its inline boot module are parked in the HTML and put back by a tiny classic script. Links and the enquiry form work
// without JavaScript meanwhile (the form posts natively and the server redirects back). The router's inline
// context scripts wait too: they build a stream of the hydration data (8–15 ms of promise jobs on a fast
// machine) that only hydration reads, and would otherwise run while the HTML is parsed, before the first paint.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterFirstPaint } from "../app/lib/after-first-paint.ts";

/** The type that parks the boot module: not JavaScript, so the browser neither runs it nor fetches its imports. */
export const parkedType = "text/x-deferred-module";
/** The type that parks the router's classic context scripts. */
export const parkedScriptType = "text/x-deferred-script";

// Put back in document order, one a task: the router's context builds its stream (a burst of promise jobs) in
// a task of its own, apart from the module and its preloads. The module runs once its imports are in, after
// the context exists.
const bootScript = [
  `${afterFirstPaint}(()=>{`,
  `const parked=[...document.querySelectorAll('script[type="${parkedScriptType}"],script[type="${parkedType}"]')];`,
  "const next=()=>{const old=parked.shift();if(!old)return;",
  'const script=document.createElement("script");script.textContent=old.textContent;',
  `if(old.type==="${parkedType}"){script.type="module";`,
  'for(const href of old.dataset.preload.split(" ").filter(Boolean))',
  'document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",href}))}',
  "old.replaceWith(script);setTimeout(next)};next()})",
].join("");

/** React Router's module preload links; the first group is the URL. */
export const modulePreload = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
const bootModule = /<script type="module"(?: async="")?>/;
const contextScript = /<script>(?=window\.__reactRouterContext)/g;

/** Parks the module preloads, the boot module and the router's context of one page, and adds the script that starts them after the first paint. */
export function deferHydration(html: string): string {
  if (!bootModule.test(html)) return html;
  const preloads = [...html.matchAll(modulePreload)].map((m) => m[1]);
  return html
    .replace(modulePreload, "")
    .replace(contextScript, `<script type="${parkedScriptType}">`)
    .replace("</head>", `<script>${bootScript}</script></head>`)
    .replace(bootModule, `<script type="${parkedType}" data-preload="${preloads.join(" ")}">`);
}

/**
 * The desk's shell has nothing to paint before React renders it, so its code starts at once, as React Router
 * wrote it; every pre-rendered page waits.
 */
const clientRenderedShell = "__spa-fallback.html";

export async function deferHydrationOfPages(root: string): Promise<void> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const pages = entries
    .filter((e) => e.isFile() && e.name.endsWith(".html") && e.name !== clientRenderedShell)
    .map((e) => path.join(e.parentPath, e.name));
  await Promise.all(pages.map(async (file) => writeFile(file, deferHydration(await readFile(file, "utf8")))));
}
