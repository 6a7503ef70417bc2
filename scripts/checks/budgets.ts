// Exact byte budgets of the built site (`npm test` runs this after the build). Figures are the bytes a
// browser transfers on first load: the brotli files the server sends, and images and fonts as they are.
// Prints one row per page and exits non-zero when any budget is missed.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { get } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { deskWebManifest } from "../../app/desk/web-manifest.ts";
import { deskWorker } from "../../app/desk/worker.ts";
import routes from "../../app/routes.ts";
import { productSlugs } from "../../domain/content/product-catalogue.ts";
import { prerenderPaths, productPaths, signInPath } from "../../domain/content/site-map.ts";
import { langCodes, withoutPrefix } from "../../domain/i18n.ts";
import { parsePhotoFileName, photoBase } from "../../domain/site-content/photos.ts";
import { deskManifestUrl, siteManifestUrl } from "../../domain/web-manifest-urls.ts";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/platform/config.ts";
import { tags } from "../../server/site-content/page-pipeline/html-page.ts";
import { islandEntry, islandKey } from "../../server/site-content/page-pipeline/page-islands.ts";
import { readViteManifest } from "../../server/site-content/page-pipeline/vite-manifest.ts";
import { sheetPath, specSheetBudget } from "../../server/site-content/spec-sheets/spec-sheets.ts";
import { contentSentences } from "../build/content-sentences.ts";
import { firstPaintProblems, inlineCss } from "../build/first-paint.ts";
import { flagFolderPrefix } from "../build/flag-assets.ts";

const KB = 1000;
export const budgets = {
  /**
   * All JavaScript a public page runs at start, its inline script included: no framework, only what moves
   * (app/boot/page-behaviours.ts), as the page has no island to hydrate.
   */
  startJs: 15 * KB,
  /**
   * A product page's gallery (app/islands/gallery.ts), loaded only on a page with two photos or more: the
   * browser's own API, no framework. With the page's script it stays within startJs.
   */
  galleryJs: 2 * KB,
  /** /contact and its twins hydrate the enquiry form's island: React DOM and the phone input. */
  contactStartJs: 75 * KB,
  /**
   * /sign-in, the owner's page, is React Router's application (the React 19 + React Router floor is about 98 KB).
   * Its route manifest names every desk route's modules: the Site section's photos (issue 31) added 6 B there.
   */
  signInStartJs: 106.5 * KB,
  css: 12 * KB,
  html: 25 * KB,
  /**
   * A page's HTML with its response headers, brotli: what a new TCP connection delivers in its first round
   * trip (an initial congestion window of 10 segments of 1,460 bytes, as Linux servers and Lighthouse's
   * simulation use). One byte more costs a whole round trip before the first paint.
   */
  firstRoundTrip: 14_600,
  /** Every font file the site ships, together. */
  fonts: 60 * KB,
  /** Everything the home page transfers before the visitor scrolls. */
  homeTotal: 150 * KB,
  /** All JavaScript one page of the owner's desk loads at start (the SPA shell plus its routes' chunks). */
  deskStartJs: 150 * KB,
  /** The phone input's flags a page loads with it: the default country's alone (the list's load on opening). */
  flagsWithPage: 1 * KB,
  /** Every flag of the country list together: the most a visitor fetches, scrolling the whole list. */
  flagsAll: 65 * KB,
};

/** Only /contact may load the phone input; its code and CSS all carry this class-name prefix. */
const phoneInputMarker = "react-international-phone";
/**
 * Public pages carry no desk or auth code. Each marker is a string only that code holds: the desk's own texts,
 * and SimpleWebAuthn's browser code (/sign-in loads it when the passkey button is pressed, never at start).
 */
const deskMarkers = ["Sign out all other sessions", "WebAuthn API call"];
/**
 * The desk installs as an app of its own with a service worker (issue 20): public pages link the site's manifest
 * alone, and neither their HTML nor their start JS names the desk's manifest or worker, or registers any worker.
 */
const deskAppMarkers = [deskManifestUrl, deskWorker.script, "serviceWorker"];
/** The sign-in form's calls: on /sign-in only. */
const signInMarker = "/api/auth/";
const modernImage = /\.(avif|webp|svg)(\?|#|$)/i;

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

type Row = {
  page: string;
  html: number;
  /** The HTML's bytes with the response's headers, as the server sends them to a browser. */
  response: number;
  js: number;
  css: number;
  fonts: number;
  images: number;
  flags: number;
  total: number;
  phoneInput: boolean;
  deskCode: boolean;
  deskApp: boolean;
};

const failures: string[] = [];
const fail = (message: string) => failures.push(message);
const fonts = fontFiles();
const fontBytes = fonts.reduce((sum, f) => sum + statSync(path.join(root, f)).size, 0);
for (const font of fonts) if (!font.endsWith(".woff2")) fail(`font ${font} is not WOFF2`);
if (fontBytes > budgets.fonts) fail(`fonts ${fontBytes} B > ${budgets.fonts} B`);
const flagSizes = builtFlagFiles().map((f) => ({
  file: path.basename(f),
  bytes: transferSize(path.join(root, f)),
}));
const flagBytes = flagSizes.reduce((sum, f) => sum + f.bytes, 0);
const largestFlag = flagSizes.reduce((a, b) => (b.bytes > a.bytes ? b : a), { file: "none", bytes: 0 });
if (flagBytes > budgets.flagsAll) fail(`flags ${flagBytes} B in all > ${budgets.flagsAll} B`);

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

function jsBudgetOf(page: string): number {
  if (page === signInPath) return budgets.signInStartJs;
  return withoutPrefix(page) === "/contact" ? budgets.contactStartJs : budgets.startJs;
}

/** The 404 page is served for any path the site lacks. */
const urlOf = (page: string) => (page === "/404" ? "/no-such-page" : page);
const headerBytes = await responseHeaderBytes(pages.map(urlOf));

const rows: Row[] = pages.map((page) => {
  const htmlFile = path.join(root, page, "index.html");
  const html = readFileSync(htmlFile, "utf8");
  const scripts = startScripts(html);
  const js = bytesOf(scripts) + inlineScriptBytes(html);
  const stylesheets = tags(html, "link").filter((l) => l.rel === "stylesheet" && l.href);
  // The CSS travels inside the HTML (page-pipeline/inline-css.ts); a stylesheet still linked and enabled counts on top.
  const linked = stylesheets.filter((l) => !("disabled" in l));
  const linkedCss = linked.reduce((sum, l) => sum + transferSize(fileOf(l.href ?? "")), 0);
  const css = brotliCompressSync(inlineCss(html)).length + linkedCss;
  for (const problem of firstPaintProblems(html)) fail(`${page}: ${problem}`);
  const read = (url: string) => readFileSync(fileOf(url), "utf8");
  const scriptCode = [...scripts].map((url) => ({ url, text: read(url) }));
  // A page runs React only to hydrate an island it holds, rendered with content in its HTML.
  const hasIsland = tags(html, "div").some(isStartedIsland);
  const reactDom = scriptCode.some(({ text }) => text.includes(reactDomMarker));
  if (page !== signInPath && reactDom && !hasIsland) fail(`${page} loads React DOM but holds no island`);
  if (page !== signInPath && scripts.size > 0 && !hasIsland)
    fail(`${page} loads modules but holds no island`);
  const code = [...scriptCode.map((c) => c.text), ...stylesheets.map((l) => read(l.href ?? ""))];
  const phoneInput = code.some((text) => text.includes(phoneInputMarker));
  const forbidden = page === signInPath ? deskMarkers : [...deskMarkers, signInMarker];
  const deskCode = code.some((text) => forbidden.some((marker) => text.includes(marker)));
  const manifests = tags(html, "link").filter((l) => l.rel === "manifest");
  const deskApp =
    [html, ...code].some((text) => deskAppMarkers.some((marker) => text.includes(marker))) ||
    manifests.length !== 1 ||
    manifests[0]?.href !== siteManifestUrl;

  // React preloads the eager images it renders, so an image may come as <img> and <link>: count it once.
  const eagerImages = new Set<string>();
  // A photo's JPEG is the fallback of a <picture> whose sources offer its AVIF and WebP (photo.tsx).
  const pictureSources = tags(html, "source").map((source) => source.srcset ?? "");
  const offeredModern = (url: string) => {
    const id = parsePhotoFileName(url.slice(photoBase.length))?.id;
    return (
      id !== undefined &&
      pictureSources.some(
        (srcset) =>
          srcset.includes(`${photoBase}${id}-`) && modernImage.test(srcset.split(/[\s,]+/)[0] ?? ""),
      )
    );
  };
  for (const img of tags(html, "img")) {
    const src = img.src ?? "";
    const label = `${page}: <img src="${src}">`;
    if (!img.width || !img.height) fail(`${label} lacks width and height`);
    const sources = [src, ...(img.srcset ?? "").split(",").map((s) => s.trim().split(/\s+/)[0] ?? "")];
    const modern = (s: string) => s.startsWith("data:image/svg") || modernImage.test(s) || offeredModern(s);
    if (!sources.filter(Boolean).every(modern)) {
      fail(`${label} is not AVIF, WebP or SVG`);
    }
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

  const jsBudget = jsBudgetOf(page);
  if (js > jsBudget) fail(`${page}: start JS ${js} B > ${jsBudget} B`);
  if (css > budgets.css) fail(`${page}: CSS ${css} B > ${budgets.css} B`);
  if (row.html > budgets.html) fail(`${page}: HTML ${row.html} B > ${budgets.html} B`);
  if (!(row.response <= budgets.firstRoundTrip))
    fail(`${page}: HTML with headers ${row.response} B > ${budgets.firstRoundTrip} B (one round trip)`);
  if (page === "/" && row.total > budgets.homeTotal)
    fail(`/: ${row.total} B in all > ${budgets.homeTotal} B`);
  if (phoneInput && withoutPrefix(page) !== "/contact") fail(`${page} loads the phone-input code`);
  if (deskCode) fail(`${page} loads desk or auth code at start`);
  if (deskApp)
    fail(
      `${page} links a manifest other than ${siteManifestUrl}, or names the desk's app or a service worker`,
    );
  if (flags > budgets.flagsWithPage)
    fail(`${page}: flags with the page ${flags} B > ${budgets.flagsWithPage} B`);
  // A spec sheet is downloaded when asked for, never part of a page's load: the only mention of a PDF a page
  // may hold is a link that downloads it.
  // (The Speculation Rules name PDFs only to leave them out.)
  const withoutRules = html.replace(/<script type="speculationrules">[\s\S]*?<\/script>/, "");
  const pdfMentions = withoutRules.match(/\.pdf\b/gi)?.length ?? 0;
  const pdfLinks = tags(html, "a").filter((a) => /\.pdf$/i.test(a.href ?? "") && "download" in a);
  if (pdfMentions !== pdfLinks.length)
    fail(`${page}: names a PDF ${pdfMentions} times, in ${pdfLinks.length} download link(s)`);
  // A product page, in any language, links to its own language's sheet: its own address + /spec-sheet.pdf.
  const ownSheet = `${page}/spec-sheet.pdf`;
  if (productPaths.includes(withoutPrefix(page)) && pdfLinks.map((a) => a.href).join() !== ownSheet)
    fail(`${page}: links to ${pdfLinks.map((a) => a.href).join(", ") || "no spec sheet"}, not ${ownSheet}`);
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
    kb(jsBudgetOf(r.page)),
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
for (const lang of langCodes) {
  const entry = viteManifest[islandKey(lang, islandEntry("gallery"))];
  if (!entry) {
    fail(`the ${lang} build has no gallery island`);
    continue;
  }
  const galleryJs = bytesOf(moduleGraph([`/${entry.file}`]));
  const pageScript = Math.max(...rows.filter((r) => r.page.includes("/products/")).map((r) => r.js));
  if (lang === "en")
    console.log(
      `\nA product page's gallery (two photos or more): ${kb(galleryJs)} KB of JavaScript (budget ${kb(budgets.galleryJs)}), ` +
        `${kb(galleryJs + pageScript)} KB with the page's script (budget ${kb(budgets.startJs)})`,
    );
  if (galleryJs > budgets.galleryJs) fail(`${lang} gallery: ${galleryJs} B > ${budgets.galleryJs} B`);
  if (galleryJs + pageScript > budgets.startJs)
    fail(`${lang} product page with a gallery: start JS ${galleryJs + pageScript} B > ${budgets.startJs} B`);
}
const desk = deskStartJs();
if (desk.length === 0) fail("no desk routes found in the route manifest");
console.log(`\nThe owner's desk, JavaScript at start (budget ${kb(budgets.deskStartJs)} KB a page):`);
for (const { path: deskPath, js, registersWorker } of desk) {
  console.log(`${deskPath.padEnd(22)} ${kb(js).padStart(6)}`);
  if (js > budgets.deskStartJs) fail(`${deskPath}: desk start JS ${js} B > ${budgets.deskStartJs} B`);
  if (!registersWorker) fail(`${deskPath}: the desk's start JS does not register ${deskWorker.script}`);
}
// The desk's app: its manifest as built, scoped to the desk, with icons that exist; its worker beside it.
const builtDeskManifest = JSON.parse(readFileSync(fileOf(deskManifestUrl), "utf8")) as typeof deskWebManifest;
if (builtDeskManifest.scope !== deskWorker.scope || !builtDeskManifest.start_url.startsWith(deskWorker.scope))
  fail(`${deskManifestUrl}: scope ${builtDeskManifest.scope}, start_url ${builtDeskManifest.start_url}`);
for (const icon of builtDeskManifest.icons)
  if (!existsSync(fileOf(icon.src))) fail(`${deskManifestUrl}: icon ${icon.src} is missing`);
if (!existsSync(fileOf(deskWorker.script))) fail(`${deskWorker.script} is missing`);
console.log(
  `${deskManifestUrl}: scope ${builtDeskManifest.scope}, ${builtDeskManifest.icons.length} icons; ` +
    `${deskWorker.script} ${kb(transferSize(fileOf(deskWorker.script)))} KB, registered by desk pages only`,
);
// One spec sheet per product in each language, and no other PDF.
const specSheets = readdirSync(root, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".pdf"))
  .map((f) => `/${f.split(path.sep).join("/")}`)
  .sort();
const expectedSheets = langCodes.flatMap((lang) => productSlugs.map((slug) => sheetPath(lang, slug))).sort();
if (specSheets.join() !== expectedSheets.join())
  fail(
    `spec sheets ${specSheets.join(", ")}; expected one per product and language: ${expectedSheets.join(", ")}`,
  );
// bidi-js sets the Arabic sheets at build time only: no script of the site may carry it (its Unicode data).
const bidiData = "1c+9,3d+1,6,187+9";
for (const file of readdirSync(root, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".js")))
  if (readFileSync(path.join(root, file), "utf8").includes(bidiData)) fail(`${file} carries bidi-js`);
// The site's content reaches browsers as HTML only: no script of the build carries a sentence of it.
for (const file of readdirSync(root, { recursive: true, encoding: "utf8" }).filter((f) =>
  f.endsWith(".js"),
)) {
  const code = readFileSync(path.join(root, file), "utf8");
  for (const sentence of contentSentences) if (code.includes(sentence)) fail(`${file} carries "${sentence}"`);
}
const sheetSizes = specSheets.map((f) => ({ file: f, bytes: statSync(path.join(root, f)).size }));
for (const { file, bytes } of sheetSizes)
  if (bytes > specSheetBudget) fail(`${file}: ${bytes} B > ${specSheetBudget} B`);
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
