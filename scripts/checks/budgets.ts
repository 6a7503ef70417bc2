// Measures the built site against its byte budgets (`npm test` runs this after the build): the budgets are
// declared in byte-budgets.ts, the checks are budget-checks.ts's. Prints one row per page and exits non-zero
// when any check finds a problem.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { get } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { deskWebManifest } from "#app/desk/web-manifest.ts";
import { deskWorker } from "#app/desk/worker.ts";
import routes from "#app/routes.ts";
import { langCodes } from "#domain/i18n.ts";
import { prerenderPaths, productPaths, signInPath } from "#domain/page-paths.ts";
import { productSlugs } from "#domain/products/product-catalogue.ts";
import { deskManifestUrl, siteManifestUrl } from "#domain/web-manifest-urls.ts";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/platform/config.ts";
import { tags } from "#server/site-content/page-pipeline/html-page.ts";
import { islandEntry, islandKey } from "#server/site-content/page-pipeline/page-islands.ts";
import { readViteManifest } from "#server/site-content/page-pipeline/vite-manifest.ts";
import { sheetPath, specSheetBudget } from "#server/site-content/spec-sheets/spec-sheets.ts";
import { contentSentences } from "../build/content-sentences.ts";
import { firstPaintProblems, inlineCss } from "../build/first-paint.ts";
import { flagFolderPrefix } from "../build/flag-assets.ts";

import * as check from "./budget-checks.ts";
import { budgets, KB } from "./byte-budgets.ts";

/**
 * The desk installs as an app of its own with a service worker: public pages link the site's manifest alone,
 * and neither their HTML nor their start JS names the desk's manifest or worker, or registers any worker.
 */
const deskAppMarkers = [deskManifestUrl, deskWorker.script, "serviceWorker"];

const buildDir = path.resolve(import.meta.dirname, "../../build");
const root = path.join(buildDir, "client");
const pages = [...prerenderPaths, signInPath, "/404"];

function fileOf(url: string): string {
  return path.join(root, decodeURIComponent(url.split(/[?#]/)[0] ?? url));
}

/** Bytes on the wire: the .br sibling when the build wrote one (the server sends it), else the file itself. */
function transferSize(file: string): number {
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  const data = readFileSync(file);
  return /\.(html|js|css|svg|json)$/.test(file) ? brotliCompressSync(data).length : data.length;
}

/** An island container whose modules every visitor's browser runs (the language offer's only some). */
const isStartedIsland = (div: Record<string, string>) =>
  div["data-island"] !== undefined && div["data-langs"] === undefined;

/** The module graph a page loads at start: the modules it preloads or runs, and their static imports. */
function startScripts(html: string): Set<string> {
  const entries = new Set<string>();
  for (const link of tags(html, "link")) {
    if (link.rel === "modulepreload" && link.href) entries.add(link.href);
  }
  for (const script of tags(html, "script")) if (script.src) entries.add(script.src);
  // An island the page starts once loaded (page-islands.ts); not one only a browser of another language starts.
  for (const div of tags(html, "div").filter(isStartedIsland))
    for (const url of div["data-module"]?.split(" ") ?? []) entries.add(url);
  return moduleGraph(entries);
}

/** The brotli bytes of the scripts a page runs inline (not its JSON-LD, nor its Speculation Rules). */
function inlineScriptBytes(html: string): number {
  const code = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = ""]) => !/\btype=/.test(attributes))
    .map(([, , body = ""]) => body)
    .join("\n");
  return code ? brotliCompressSync(code).length : 0;
}

/** A string of React DOM's own code (its root container key), in no other script. */
const reactDomMarker = "__reactContainer";

/** Vite's manifest of the client build: each module's file and static imports, as the bundler recorded them. */
const viteManifest = readViteManifest(buildDir);
const manifestKeyOf = new Map(Object.entries(viteManifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
/** React Router's route manifest (window.__reactRouterManifest): written by the router itself, no Vite chunk, imports nothing. */
const routeManifestFile = /^\/assets\/manifest-[\w-]+\.js$/;

/** The modules and their static imports, transitively, from Vite's manifest (import() not followed). */
function moduleGraph(entries: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const key = manifestKeyOf.get(url);
    if (key === undefined) {
      if (routeManifestFile.test(url)) return;
      throw new Error(
        `${url} is not in Vite's manifest (${path.relative(process.cwd(), buildDir)}/vite-manifest.json)`,
      );
    }
    for (const imported of viteManifest[key]?.imports ?? []) visit(`/${viteManifest[imported]?.file}`);
  };
  for (const entry of entries) visit(entry);
  return seen;
}

const bytesOf = (urls: Iterable<string>) =>
  [...urls].reduce((sum, url) => sum + transferSize(fileOf(url)), 0);

/**
 * A route module's chunks in Vite's manifest: the route, and the client loader and action React Router split
 * off. An export it could not split still gets a placeholder chunk that the router never loads: a split chunk
 * counts only when the router's route manifest names it.
 */
function routeChunks(file: string, routeManifest: string): string[] {
  const main = viteManifest[`app/${file}?__react-router-build-client-route`];
  if (!main) throw new Error(`app/${file} is not in Vite's manifest`);
  const split = ["clientLoader", "clientAction"]
    .map((chunk) => viteManifest[`app/${file}?route-chunk=${chunk}`]?.file)
    .filter((chunk): chunk is string => chunk !== undefined && routeManifest.includes(`"/${chunk}"`));
  return [main.file, ...split].map((chunk) => `/${chunk}`);
}

/**
 * The desk's pages are client-rendered from __spa-fallback.html: a desk page's start is the shell's scripts
 * plus the chunks of its route and of the desk layout (with their loaders), as React Router fetches them.
 * The routes and their files are app/routes.ts's; their chunks, Vite's manifest's.
 */
function deskStartJs(): { path: string; js: number; registersWorker: boolean }[] {
  const shell = readFileSync(path.join(root, "__spa-fallback.html"), "utf8");
  const shellScripts = startScripts(shell);
  const routeManifestUrl = [...shellScripts].find((url) => routeManifestFile.test(url));
  if (!routeManifestUrl) throw new Error("__spa-fallback.html loads no route manifest");
  const routeManifest = readFileSync(fileOf(routeManifestUrl), "utf8");
  const desk: { path: string; js: number; registersWorker: boolean }[] = [];
  const visit = (route: RouteConfigEntry, files: string[]) => {
    const chain = [...files, route.file];
    if (route.path?.startsWith("desk")) {
      const scripts = moduleGraph([
        ...shellScripts,
        ...chain.flatMap((file) => routeChunks(file, routeManifest)),
      ]);
      const registersWorker = [...scripts].some((url) =>
        readFileSync(fileOf(url), "utf8").includes(deskWorker.script),
      );
      desk.push({ path: `/${route.path}`, js: bytesOf(scripts), registersWorker });
    }
    for (const child of route.children ?? []) visit(child, chain);
  };
  for (const route of routes) visit(route, ["root.tsx"]);
  return desk;
}
/** Files of the country list's flags, relative to the build root. */
function builtFlagFiles(): string[] {
  return readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
    (f) => f.replaceAll(path.sep, "/").startsWith(flagFolderPrefix) && f.endsWith(".svg"),
  );
}
const isFlag = (url: string) => url.startsWith(`/${flagFolderPrefix}`);

function fontFiles(): string[] {
  return readdirSync(root, { recursive: true, encoding: "utf8" }).filter((f) =>
    /\.(woff2?|ttf|otf)$/.test(f),
  );
}

const failures: string[] = [];
const fail = (problems: string[]) => failures.push(...problems);
const fonts = fontFiles();
const fontSizes = fonts.map((file) => ({ file, bytes: statSync(path.join(root, file)).size }));
const fontBytes = fontSizes.reduce((sum, f) => sum + f.bytes, 0);
fail(check.fontProblems(fontSizes));
const flagSizes = builtFlagFiles().map((f) => ({
  file: path.basename(f),
  bytes: transferSize(path.join(root, f)),
}));
const flagBytes = flagSizes.reduce((sum, f) => sum + f.bytes, 0);
const largestFlag = flagSizes.reduce((a, b) => (b.bytes > a.bytes ? b : a), { file: "none", bytes: 0 });
fail(check.flagProblems(flagBytes));

/**
 * Bytes of the status line and headers our server sends with each page, read from a real response: the
 * app is started on a loopback port over a throw-away data folder and asked as a browser asks.
 */
async function responseHeaderBytes(urls: string[]): Promise<Map<string, number>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "budgets-"));
  const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir }), siteRoot: root });
  try {
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const sizes = new Map<string, number>();
    for (const url of urls) {
      const size = await new Promise<number>((resolve, reject) => {
        const request = get({ port, path: url, headers: { "accept-encoding": "br, gzip" } }, (response) => {
          response.resume();
          const statusLine = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length;
          let bytes = statusLine + 2;
          for (let i = 0; i < response.rawHeaders.length; i += 2) {
            bytes += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length;
          }
          response.on("end", () => resolve(bytes));
        });
        request.on("error", reject);
      });
      sizes.set(url, size);
    }
    return sizes;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The 404 page is served for any path the site lacks. */
const urlOf = (page: string) => (page === "/404" ? "/no-such-page" : page);
const headerBytes = await responseHeaderBytes(pages.map(urlOf));

const rows: check.PageFigures[] = pages.map((page) => {
  const htmlFile = path.join(root, page, "index.html");
  const html = readFileSync(htmlFile, "utf8");
  const scripts = startScripts(html);
  const js = bytesOf(scripts) + inlineScriptBytes(html);
  const stylesheets = tags(html, "link").filter((l) => l.rel === "stylesheet" && l.href);
  // The CSS travels inside the HTML (page-pipeline/inline-css.ts); a stylesheet still linked and enabled counts on top.
  const linked = stylesheets.filter((l) => !("disabled" in l));
  const linkedCss = linked.reduce((sum, l) => sum + transferSize(fileOf(l.href ?? "")), 0);
  const css = brotliCompressSync(inlineCss(html)).length + linkedCss;
  fail(firstPaintProblems(html).map((problem) => `${page}: ${problem}`));
  const read = (url: string) => readFileSync(fileOf(url), "utf8");
  const scriptCode = [...scripts].map((url) => ({ url, text: read(url) }));
  // A page runs React only to hydrate an island it holds, rendered with content in its HTML.
  const hasIsland = tags(html, "div").some(isStartedIsland);
  const reactDom = scriptCode.some(({ text }) => text.includes(reactDomMarker));
  if (page !== signInPath) fail(check.islandProblems(page, { reactDom, modules: scripts.size, hasIsland }));
  const code = [...scriptCode.map((c) => c.text), ...stylesheets.map((l) => read(l.href ?? ""))];
  const phoneInput = code.some((text) => text.includes(check.phoneInputMarker));
  const forbidden = page === signInPath ? check.deskMarkers : [...check.deskMarkers, check.signInMarker];
  const deskCode = code.some((text) => forbidden.some((marker) => text.includes(marker)));
  const manifests = tags(html, "link").filter((l) => l.rel === "manifest");
  const deskApp =
    [html, ...code].some((text) => deskAppMarkers.some((marker) => text.includes(marker))) ||
    manifests.length !== 1 ||
    manifests[0]?.href !== siteManifestUrl;

  // React preloads the eager images it renders, so an image may come as <img> and <link>: count it once.
  const eagerImages = new Set<string>();
  fail(check.imageProblems(page, html));
  for (const img of tags(html, "img")) {
    const src = img.src ?? "";
    if (img.loading !== "lazy" && src.startsWith("/")) eagerImages.add(src);
  }
  for (const link of tags(html, "link")) {
    if (link.rel === "preload" && link.as === "image" && link.href) eagerImages.add(link.href);
  }
  const flags = bytesOf([...eagerImages].filter(isFlag));
  const images = bytesOf([...eagerImages].filter((url) => !isFlag(url)));
  // Every page loads the site's font after its load event (app/lib/web-font.ts); the totals assume a
  // visitor's first page, which fetches it.
  const pageFonts = fontBytes;
  const htmlBytes = transferSize(htmlFile);
  const row = {
    page,
    html: htmlBytes,
    response: htmlBytes + (headerBytes.get(urlOf(page)) ?? Number.NaN),
    js,
    css,
    fonts: pageFonts,
    images,
    flags,
    total: 0,
    phoneInput,
    deskCode,
    deskApp,
  };
  // Inline CSS is part of the HTML's bytes already.
  row.total = row.html + js + linkedCss + pageFonts + images + flags;

  fail(check.pageProblems(row, { signInPath, siteManifestUrl }));
  fail(check.specSheetLinkProblems(page, html, productPaths));
  return row;
});

const kb = (bytes: number) => (bytes / KB).toFixed(1);
const header = [
  "page",
  "HTML",
  "+headers",
  "JS",
  "JS budget",
  "CSS",
  "fonts",
  "images",
  "flags",
  "total",
  "phone input",
  "desk code",
  "desk app",
];
const table = [
  header,
  ...rows.map((r) => [
    r.page,
    kb(r.html),
    kb(r.response),
    kb(r.js),
    kb(check.jsBudgetOf(r.page, signInPath)),
    kb(r.css),
    kb(r.fonts),
    kb(r.images),
    kb(r.flags),
    kb(r.total),
    r.phoneInput ? "yes" : "no",
    r.deskCode ? "yes" : "no",
    r.deskApp ? "yes" : "no",
  ]),
];
const widths = header.map((_, i) => Math.max(...table.map((row) => row[i]?.length ?? 0)));
console.log(
  "Byte budgets, KB (1000 bytes) as transferred: brotli where served so; eager images; fonts; CSS inline in the HTML or linked",
);
console.log(
  "Budgets: HTML ≤ 25 and with the response's headers ≤ 14.6 (one round trip), CSS ≤ 12, JS as shown, fonts ≤ 60 in all, home page ≤ 150 in all, flags with a page ≤ 1\n",
);
for (const row of table) {
  console.log(
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  "),
  );
}
// The gallery's island in each language: its module and what it imports, as a page with a gallery loads them.
const pageScript = Math.max(...rows.filter((r) => r.page.includes("/products/")).map((r) => r.js));
for (const lang of langCodes) {
  const entry = viteManifest[islandKey(lang, islandEntry("gallery"))];
  const galleryJs = entry ? bytesOf(moduleGraph([`/${entry.file}`])) : undefined;
  if (lang === "en" && galleryJs !== undefined)
    console.log(
      `\nA product page's gallery (two photos or more): ${kb(galleryJs)} KB of JavaScript (budget ${kb(budgets.galleryJs)}), ` +
        `${kb(galleryJs + pageScript)} KB with the page's script (budget ${kb(budgets.startJs)})`,
    );
  fail(check.galleryProblems(lang, galleryJs, pageScript));
}
const desk = deskStartJs();
console.log(`\nThe owner's desk, JavaScript at start (budget ${kb(budgets.deskStartJs)} KB a page):`);
for (const { path: deskPath, js } of desk) console.log(`${deskPath.padEnd(22)} ${kb(js).padStart(6)}`);
fail(check.deskProblems(desk, deskWorker.script));
const builtDeskManifest = JSON.parse(readFileSync(fileOf(deskManifestUrl), "utf8")) as typeof deskWebManifest;
fail(
  check.deskAppProblems(builtDeskManifest, { manifestUrl: deskManifestUrl, worker: deskWorker }, (url) =>
    existsSync(fileOf(url)),
  ),
);
console.log(
  `${deskManifestUrl}: scope ${builtDeskManifest.scope}, ${builtDeskManifest.icons.length} icons; ` +
    `${deskWorker.script} ${kb(transferSize(fileOf(deskWorker.script)))} KB, registered by desk pages only`,
);
const builtFiles = readdirSync(root, { recursive: true, encoding: "utf8" });
const sheetSizes = builtFiles
  .filter((f) => f.endsWith(".pdf"))
  .map((f) => ({ file: `/${f.split(path.sep).join("/")}`, bytes: statSync(path.join(root, f)).size }))
  .sort((a, b) => a.file.localeCompare(b.file));
const expectedSheets = langCodes.flatMap((lang) => productSlugs.map((slug) => sheetPath(lang, slug)));
fail(check.specSheetProblems(sheetSizes, expectedSheets, specSheetBudget));
const scripts = builtFiles
  .filter((f) => f.endsWith(".js"))
  .map((file) => ({ file, code: readFileSync(path.join(root, file), "utf8") }));
fail(check.scriptContentProblems(scripts, contentSentences));
console.log(
  `\nspec sheets (PDF, downloaded on demand, budget ${kb(specSheetBudget)} KB each): ` +
    sheetSizes.map((s) => `${s.file} ${kb(s.bytes)}`).join(", "),
);
console.log(`\nfonts shipped: ${fonts.length} file(s), ${kb(fontBytes)} KB in all`);
console.log(
  `flags shipped: ${flagSizes.length} file(s), ${kb(flagBytes)} KB in all (budget ${kb(budgets.flagsAll)}), ` +
    `largest ${kb(largestFlag.bytes)} KB (${largestFlag.file}); a page loads only its default country's ` +
    `(≤ ${kb(budgets.flagsWithPage)}), the list fetches the rows in sight when it opens`,
);
if (failures.length > 0) {
  console.error(`\n${failures.length} budget(s) missed:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log("All byte budgets met.");
